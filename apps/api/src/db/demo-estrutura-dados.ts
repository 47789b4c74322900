/**
 * The demo organisation chart of a fictitious state defender's office in Sergipe (DESIGN §3): real town names,
 * invented buildings, addresses and phone numbers. Read by demo-estrutura.ts.
 */

/** [nome, prefixo, agrupar]: the capital heads the reports; the smallest interior comarcas are grouped. */
export const COMARCAS: [string, string, boolean][] = [
  ['Aracaju', 'Capital', false],
  ['Nossa Senhora do Socorro', 'Grande Aracaju', false],
  ['Lagarto', 'Interior', false],
  ['Itabaiana', 'Interior', false],
  ['Estância', 'Interior', false],
  ['Propriá', 'Interior', true],
  ['Tobias Barreto', 'Interior', true],
  ['Simão Dias', 'Interior', true],
];

export const ATUACOES = ['Cível', 'Criminal', 'Família', 'Infância e Juventude', 'Execução Penal', 'Fazenda Pública', 'Juizado Especial', 'Tribunal do Júri'];

/** [nome, atuação] */
export const VARAS: [string, string][] = [
  ['1ª Vara Cível de Aracaju', 'Cível'],
  ['2ª Vara Cível de Aracaju', 'Cível'],
  ['3ª Vara Cível de Aracaju', 'Cível'],
  ['1ª Vara Criminal de Aracaju', 'Criminal'],
  ['2ª Vara Criminal de Aracaju', 'Criminal'],
  ['3ª Vara Criminal de Aracaju', 'Criminal'],
  ['1ª Vara de Família de Aracaju', 'Família'],
  ['2ª Vara de Família de Aracaju', 'Família'],
  ['Vara da Infância e Juventude de Aracaju', 'Infância e Juventude'],
  ['Vara de Execuções Penais de Aracaju', 'Execução Penal'],
  ['1ª Vara da Fazenda Pública de Aracaju', 'Fazenda Pública'],
  ['2ª Vara da Fazenda Pública de Aracaju', 'Fazenda Pública'],
  ['1º Juizado Especial Cível de Aracaju', 'Juizado Especial'],
  ['Juizado Especial Criminal de Aracaju', 'Juizado Especial'],
  ['Vara do Tribunal do Júri de Aracaju', 'Tribunal do Júri'],
  ['1ª Vara Cível de Nossa Senhora do Socorro', 'Cível'],
  ['Vara Criminal de Nossa Senhora do Socorro', 'Criminal'],
  ['Vara da Infância e Juventude de Nossa Senhora do Socorro', 'Infância e Juventude'],
  ['Vara Cível de Lagarto', 'Cível'],
  ['Vara Criminal de Lagarto', 'Criminal'],
  ['Vara Cível de Itabaiana', 'Cível'],
  ['Vara Criminal de Itabaiana', 'Criminal'],
  ['Vara Cível de Estância', 'Cível'],
  ['Vara Cível de Propriá', 'Cível'],
  ['Vara Única de Tobias Barreto', 'Cível'],
  ['Vara Única de Simão Dias', 'Cível'],
];

export interface PredioDemo {
  nome: string;
  comarca: string;
  /** 1 defensoria, 2 administrativo, 3 recepção */
  tipo: 1 | 2 | 3;
  cep: string;
  bairro: string;
  logradouro: string;
  /** [sigla, nome, capacidade] */
  setores: [string, string, number][];
}

const RECEPCAO: [string, string, number] = ['RECEP', 'Recepção', 8];
const ATENDIMENTO: [string, string, number] = ['ATEND', 'Atendimento Inicial', 6];

export const PREDIOS: PredioDemo[] = [
  { nome: 'Sede Administrativa', comarca: 'Aracaju', tipo: 2, cep: '49010030', bairro: 'Centro', logradouro: 'Rua Laranjeiras', setores: [['ADM', 'Administração', 40], ['TI', 'Tecnologia da Informação', 12], ['RH', 'Recursos Humanos', 15], ['PROTOC', 'Protocolo', 6]] },
  { nome: 'Central de Atendimento ao Cidadão', comarca: 'Aracaju', tipo: 3, cep: '49010110', bairro: 'Centro', logradouro: 'Avenida Ivo do Prado', setores: [['RECEP', 'Recepção', 30], ['TRIAGEM', 'Triagem', 10], ['PSICO', 'Atendimento Psicossocial', 8]] },
  { nome: 'Fórum Central de Aracaju', comarca: 'Aracaju', tipo: 1, cep: '49080470', bairro: 'Capucho', logradouro: 'Avenida Tancredo Neves', setores: [['ATEND', 'Atendimento Inicial', 20], ['CARCER', 'Atendimento Carcerário', 8], ['ARQ', 'Arquivo', 4]] },
  { nome: 'Fórum dos Juizados Especiais', comarca: 'Aracaju', tipo: 1, cep: '49025040', bairro: 'Jardins', logradouro: 'Avenida Pedro Valadares', setores: [['ATEND', 'Atendimento Inicial', 12], ['CONCIL', 'Conciliação', 6]] },
  { nome: 'Fórum de Nossa Senhora do Socorro', comarca: 'Nossa Senhora do Socorro', tipo: 1, cep: '49160000', bairro: 'Centro', logradouro: 'Rua Dom Pedro II', setores: [RECEPCAO, ATENDIMENTO, ['ARQ', 'Arquivo', 2]] },
  { nome: 'Fórum de Lagarto', comarca: 'Lagarto', tipo: 1, cep: '49400000', bairro: 'Centro', logradouro: 'Praça da Piedade', setores: [RECEPCAO, ATENDIMENTO] },
  { nome: 'Fórum de Itabaiana', comarca: 'Itabaiana', tipo: 1, cep: '49500000', bairro: 'Centro', logradouro: 'Avenida Otoniel Dórea', setores: [RECEPCAO, ATENDIMENTO] },
  { nome: 'Sede Regional de Estância', comarca: 'Estância', tipo: 1, cep: '49200000', bairro: 'Centro', logradouro: 'Rua Capitão Salomão', setores: [RECEPCAO, ATENDIMENTO, ['ADM', 'Administração Regional', 4]] },
  { nome: 'Fórum de Propriá', comarca: 'Propriá', tipo: 1, cep: '49900000', bairro: 'Centro', logradouro: 'Rua Coronel João Fernandes', setores: [['RECEP', 'Recepção', 5], ['ATEND', 'Atendimento Inicial', 4]] },
  { nome: 'Fórum do Centro-Sul', comarca: 'Tobias Barreto', tipo: 1, cep: '49300000', bairro: 'Centro', logradouro: 'Rua Sete de Junho', setores: [['RECEP', 'Recepção', 4], ['ATEND', 'Atendimento Inicial', 3]] },
];

export interface GrupoDefensorias {
  /** prefix of the codigo: 'CAP-CIV' → CAP-CIV-01, CAP-CIV-02 ... */
  codigo: string;
  /** the name with {n} for the ordinal ('{n}ª Defensoria Pública Cível da Capital'); without {n} there is one */
  nome: string;
  comarca: string;
  predio: string;
  /** the varas the defensorias of the group serve, in turn */
  varas: string[];
  quantidade: number;
}

const CENTRAL = 'Fórum Central de Aracaju';

/** Most defensorias are in the capital (31 of 42), one group per área de atuação. */
export const DEFENSORIAS: GrupoDefensorias[] = [
  { codigo: 'CAP-CIV', nome: '{n}ª Defensoria Pública Cível da Capital', comarca: 'Aracaju', predio: CENTRAL, varas: ['1ª Vara Cível de Aracaju', '2ª Vara Cível de Aracaju', '3ª Vara Cível de Aracaju'], quantidade: 6 },
  { codigo: 'CAP-CRI', nome: '{n}ª Defensoria Pública Criminal da Capital', comarca: 'Aracaju', predio: CENTRAL, varas: ['1ª Vara Criminal de Aracaju', '2ª Vara Criminal de Aracaju', '3ª Vara Criminal de Aracaju'], quantidade: 6 },
  { codigo: 'CAP-FAM', nome: '{n}ª Defensoria Pública de Família da Capital', comarca: 'Aracaju', predio: 'Central de Atendimento ao Cidadão', varas: ['1ª Vara de Família de Aracaju', '2ª Vara de Família de Aracaju'], quantidade: 5 },
  { codigo: 'CAP-INF', nome: '{n}ª Defensoria Pública da Infância e Juventude da Capital', comarca: 'Aracaju', predio: 'Central de Atendimento ao Cidadão', varas: ['Vara da Infância e Juventude de Aracaju'], quantidade: 3 },
  { codigo: 'CAP-EXP', nome: '{n}ª Defensoria Pública de Execução Penal da Capital', comarca: 'Aracaju', predio: CENTRAL, varas: ['Vara de Execuções Penais de Aracaju'], quantidade: 3 },
  { codigo: 'CAP-FAZ', nome: '{n}ª Defensoria Pública da Fazenda Pública da Capital', comarca: 'Aracaju', predio: CENTRAL, varas: ['1ª Vara da Fazenda Pública de Aracaju', '2ª Vara da Fazenda Pública de Aracaju'], quantidade: 3 },
  { codigo: 'CAP-JEC', nome: '{n}ª Defensoria Pública dos Juizados Especiais da Capital', comarca: 'Aracaju', predio: 'Fórum dos Juizados Especiais', varas: ['1º Juizado Especial Cível de Aracaju', 'Juizado Especial Criminal de Aracaju'], quantidade: 3 },
  { codigo: 'CAP-JUR', nome: '{n}ª Defensoria Pública do Tribunal do Júri da Capital', comarca: 'Aracaju', predio: CENTRAL, varas: ['Vara do Tribunal do Júri de Aracaju'], quantidade: 2 },
  { codigo: 'NSS', nome: '{n}ª Defensoria Pública de Nossa Senhora do Socorro', comarca: 'Nossa Senhora do Socorro', predio: 'Fórum de Nossa Senhora do Socorro', varas: ['1ª Vara Cível de Nossa Senhora do Socorro', 'Vara Criminal de Nossa Senhora do Socorro', 'Vara da Infância e Juventude de Nossa Senhora do Socorro'], quantidade: 3 },
  { codigo: 'LAG', nome: '{n}ª Defensoria Pública de Lagarto', comarca: 'Lagarto', predio: 'Fórum de Lagarto', varas: ['Vara Cível de Lagarto', 'Vara Criminal de Lagarto'], quantidade: 2 },
  { codigo: 'ITA', nome: '{n}ª Defensoria Pública de Itabaiana', comarca: 'Itabaiana', predio: 'Fórum de Itabaiana', varas: ['Vara Cível de Itabaiana', 'Vara Criminal de Itabaiana'], quantidade: 2 },
  { codigo: 'EST', nome: 'Defensoria Pública de Estância', comarca: 'Estância', predio: 'Sede Regional de Estância', varas: ['Vara Cível de Estância'], quantidade: 1 },
  { codigo: 'PRO', nome: 'Defensoria Pública de Propriá', comarca: 'Propriá', predio: 'Fórum de Propriá', varas: ['Vara Cível de Propriá'], quantidade: 1 },
  { codigo: 'TOB', nome: 'Defensoria Pública de Tobias Barreto', comarca: 'Tobias Barreto', predio: 'Fórum do Centro-Sul', varas: ['Vara Única de Tobias Barreto'], quantidade: 1 },
  // Simão Dias has no building of its own: its defensoria is served from the regional forum (Tobias Barreto).
  { codigo: 'SIM', nome: 'Defensoria Pública de Simão Dias', comarca: 'Simão Dias', predio: 'Fórum do Centro-Sul', varas: ['Vara Única de Simão Dias'], quantidade: 1 },
];

/** [nome, codigo of the defensoria that serves it] */
export const DISTRITOS: [string, string][] = [
  ['Zona de Expansão (Mosqueiro)', 'CAP-CIV-01'],
  ['Povoado Robalo', 'CAP-CIV-02'],
  ['Taiçoca de Fora', 'NSS-01'],
  ['Conjunto Marcos Freire', 'NSS-02'],
  ['Colônia Treze', 'LAG-01'],
  ['Povoado Brasília', 'LAG-02'],
  ['Povoado Carrilho', 'ITA-01'],
  ['Praia do Abaís', 'EST-01'],
  ['Povoado Samambaia', 'TOB-01'],
  ['Povoado Triunfo', 'SIM-01'],
];

/** [nome, comarca, prédio] */
export const NUCLEOS: [string, string, string][] = [
  ['Núcleo de Defesa da Mulher', 'Aracaju', 'Central de Atendimento ao Cidadão'],
  ['Núcleo de Direitos Humanos', 'Aracaju', 'Sede Administrativa'],
  ['Núcleo de Defesa da Criança e do Adolescente', 'Aracaju', 'Central de Atendimento ao Cidadão'],
  ['Núcleo de Execução Penal', 'Aracaju', CENTRAL],
  ['Núcleo de Defesa do Consumidor', 'Aracaju', 'Fórum dos Juizados Especiais'],
  ['Núcleo de Saúde', 'Aracaju', 'Central de Atendimento ao Cidadão'],
  ['Núcleo de Moradia e Questões Fundiárias', 'Aracaju', 'Sede Administrativa'],
  ['Núcleo Regional do Agreste', 'Itabaiana', 'Fórum de Itabaiana'],
];
