// `npm run bench:dados -- --escala N [--banco postgres://...|embutido]`: a deterministic dataset of N times a real
// office (N=1: 30 defensorias, 40 defenders, 300 interns, 1,159 placements, ~2,600 history rows), written through
// SQL on the migrated schema with the audit triggers on, so history, stamps and versions are those the server
// would have written. See bench/README.md and docs/desempenho.md.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { dataIsoLocal, feriadosNacionais, isValidCnpj, PERMISSOES, TIPO_VINCULO } from '@sgi/domain';
import { ensureBuilt, ROOT } from '../scripts/lib/build.mjs';
import { alvoDoBanco, clienteDaApi, gravarMarca, lerEscala, lerMarca, lerOpcoes } from './lib/banco.mjs';

/** The password of every bench account ('admin' and bench.NNN). */
export const SENHA_BENCH = 'bench-sgi-senha-2025';

const CIDADES = [
  'Aracaju', 'Nossa Senhora do Socorro', 'Lagarto', 'Itabaiana', 'Estância', 'São Cristóvão', 'Tobias Barreto', 'Simão Dias',
  'Itabaianinha', 'Propriá', 'Capela', 'Porto da Folha', 'Nossa Senhora da Glória', 'Poço Redondo', 'Boquim', "Itaporanga d'Ajuda",
  'Laranjeiras', 'Barra dos Coqueiros', 'Canindé de São Francisco', 'Ribeirópolis', 'Neópolis', 'Riachuelo', 'Umbaúba', 'Cristinápolis', 'Japaratuba',
];
const ATUACOES = ['Cível', 'Criminal', 'Família', 'Infância e Juventude', 'Execução Penal', 'Fazenda Pública', 'Juizado Especial', 'Tribunal do Júri'];
const TEMAS_NUCLEO = ['Defesa da Mulher', 'Direitos Humanos', 'Defesa do Consumidor', 'Moradia', 'Saúde', 'Execução Penal', 'Idoso', 'Infância', 'Conciliação', 'Atendimento Inicial'];
const CURSOS = ['Direito', 'Administração', 'Serviço Social', 'Psicologia', 'Ciências Contábeis', 'Sistemas de Informação', 'Ciência da Computação', 'Comunicação Social', 'Pedagogia', 'Letras', 'Arquivologia', 'Secretariado Executivo'];
const FACULDADES = ['Universidade Federal', 'Universidade Tiradentes', 'Faculdade Pio Décimo', 'Centro Universitário Estácio', 'Faculdade de Administração e Negócios', 'Instituto Federal', 'Faculdade São Luís de França', 'Centro Universitário AGES'];
const SETORES = [['ATD', 'Atendimento', 10], ['ADM', 'Administrativo', 6], ['EST', 'Sala dos Estagiários', 12], ['REC', 'Recepção', 4]];
const TURNOS = [['13:00', '17:00'], ['08:00', '12:00']];
const ORDINAL = (n) => `${n}ª`;

// Dates as 'yyyy-MM-dd' strings, moved in whole days in UTC (no daylight-saving surprises).
const dia = (iso, dias) => new Date(Date.parse(`${iso}T00:00:00Z`) + dias * 86400000).toISOString().slice(0, 10);
const mais = (iso, meses) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + meses, Math.min(d.getUTCDate(), 28))).toISOString().slice(0, 10);
};
const entre = (r, de, ate) => dia(de, r.inteiro(0, Math.max(0, (Date.parse(ate) - Date.parse(de)) / 86400000)));
const arrayPg = (valores) => `{${valores.join(',')}}`;

function cnpjDaBase(base) {
  const doze = String(base).padStart(12, '0');
  for (let d = 0; d < 100; d++) {
    const cnpj = doze + String(d).padStart(2, '0');
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error(`Base de CNPJ sem dígitos válidos: ${doze}`);
}

/** Every row of the dataset, decided in memory from one seed before anything is written. */
async function planejar(escala, hoje, demo) {
  const { prng, cpfValido, NOMES_FEMININOS, NOMES_MASCULINOS, BAIRROS, RUAS, doisSobrenomes, semAcento } = demo;
  const r = prng(20251012);
  const cpfs = new Set();
  const cpf = () => {
    let c;
    do c = cpfValido(r);
    while (cpfs.has(c));
    cpfs.add(c);
    return c;
  };
  const pessoa = (nome, sobrenome, i, dominio = 'exemplo.com.br') => ({
    nome,
    sobrenome,
    cpf: cpf(),
    data_nascimento: entre(r, '1960-01-01', '2004-12-28'),
    estadocivil: r.inteiro(0, 1),
    email: `${semAcento(nome.split(' ')[0])}.${semAcento((sobrenome ?? nome).split(' ').at(-1))}${i}@${dominio}`,
    celular_ddd: 79,
    celular_numero: `9${r.inteiro(8100, 9999)}${r.inteiro(1000, 9999)}`,
    cep: `490${String(r.inteiro(0, 99)).padStart(2, '0')}${r.inteiro(100, 999)}`,
    cidade: 'Aracaju',
    bairro: r.item(BAIRROS),
    logradouro: r.item(RUAS),
    numero: String(r.inteiro(10, 1800)),
  });
  const nomeProprio = (i) => r.item(i % 2 === 0 ? NOMES_FEMININOS : NOMES_MASCULINOS);

  const n = {
    comarcas: 5 * escala,
    varas: 6 * escala,
    predios: 4 * escala,
    defensorias: 30 * escala,
    distritos: 3 * escala,
    nucleos: 3 * escala,
    defensores: 40 * escala,
    estagiarios: 300 * escala,
    assessores: 8 * escala,
    usuarios: 20 * escala,
    outras: 10 * escala,
    instituicoes: 2 * escala + 3,
    lotacoes: 1159 * escala,
  };

  const pessoasDefensores = Array.from({ length: n.defensores }, (_, i) => pessoa(nomeProprio(i), doisSobrenomes(r), i));
  // The intern form keeps the full name in nome (estagiarios/service.ts).
  const pessoasEstagiarios = Array.from({ length: n.estagiarios }, (_, i) => {
    const p = pessoa(`${nomeProprio(i)} ${doisSobrenomes(r)}`, null, i, 'estudante.exemplo.com.br');
    return p;
  });
  const pessoasUsuarios = Array.from({ length: n.usuarios }, (_, i) =>
    i === 0 ? { ...pessoa('Administrador', 'do Sistema', i), email: null } : pessoa(nomeProprio(i), doisSobrenomes(r), i, 'defensoria.exemplo.gov.br'),
  );
  const pessoasOutras = Array.from({ length: n.outras }, (_, i) => pessoa(nomeProprio(i), doisSobrenomes(r), i));

  const defensores = pessoasDefensores.map((_, i) => {
    const inativo = i % 10 === 9;
    const admissao = entre(r, '1995-01-01', dia(hoje, -400));
    return {
      ativo: !inativo,
      titulo: i % 2 === 0 ? 'Dra.' : 'Dr.',
      numero_oab: `SE${r.inteiro(1000, 9999)}`,
      matricula_defensoria: String(100000 + i),
      data_admissao: admissao,
      data_referencia: admissao,
      data_exoneracao: inativo ? entre(r, dia(admissao, 365), dia(hoje, -30)) : null,
    };
  });

  // Interns: one or two internships over the last four years; those still in one (or ended less than 60 days ago)
  // are active.
  const estagios = [];
  const estagiarios = pessoasEstagiarios.map((p, i) => {
    let inicio = entre(r, dia(hoje, -4 * 365), dia(hoje, -30));
    const quantos = r.proximo() < 0.25 ? 2 : 1;
    let ultimoFim = null;
    for (let k = 0; k < quantos && inicio <= hoje; k++) {
      const fim = dia(mais(inicio, r.item([6, 12, 24])), -1);
      const aberto = k === quantos - 1 && r.proximo() < 0.15;
      const desligamento = !aberto && r.proximo() < 0.05 ? entre(r, dia(inicio, 30), fim) : null;
      estagios.push({
        estagiario: i,
        tipo_estagio: r.item([5, 6, 7, 7]),
        instituicao: r.inteiro(0, n.instituicoes - 1),
        curso: r.inteiro(0, CURSOS.length - 1),
        data_inicio_estagio: inicio,
        data_fim_estagio: aberto ? null : fim,
        desligamento,
        data_colacao_grau: `${Number(inicio.slice(0, 4)) + r.inteiro(2, 3)}-${r.proximo() < 0.5 ? '06' : '12'}`,
        email: p.email.replace('estudante.', 'estagio.'),
        fim_semana: r.proximo() < 0.1,
      });
      ultimoFim = aberto ? null : (desligamento ?? fim);
      inicio = mais(fim, 1);
    }
    return { ativo: ultimoFim === null || ultimoFim >= dia(hoje, -60), anotacao: i % 25 === 0 ? 'Bolsa renovada no último semestre.' : null };
  });

  const assessores = Array.from({ length: n.assessores }, (_, i) => {
    const nome = `${nomeProprio(i)} ${doisSobrenomes(r)}`;
    const entrada = entre(r, '2010-01-01', dia(hoje, -200));
    const inativo = i % 6 === 5;
    const login = `${semAcento(nome.split(' ')[0])}.${semAcento(nome.split(' ').at(-1))}${i}`;
    return {
      cpf: cpf(),
      nome,
      ativo: !inativo,
      telefone: `799${r.inteiro(8100, 9999)}${r.inteiro(1000, 9999)}`,
      email: `${login}@exemplo.com.br`,
      email_institucional: `${login}@defensoria.exemplo.gov.br`,
      data_entrada: entrada,
      data_sessao: i % 4 === 0 ? entrada : null,
      data_saida: inativo ? entre(r, dia(entrada, 100), dia(hoje, -10)) : null,
    };
  });

  const instituicoes = Array.from({ length: n.instituicoes }, (_, i) => ({
    ordem: i + 1,
    cnpj: cnpjDaBase(13000000000 + i * 7919),
    razao_social: `${FACULDADES[i % FACULDADES.length]} de ${CIDADES[Math.floor(i / FACULDADES.length) % CIDADES.length]}${i >= FACULDADES.length * CIDADES.length ? ` ${i}` : ''}`,
    representante_cargo: 'Coordenação de Estágios',
    representante_nome: `${nomeProprio(i)} ${doisSobrenomes(r)}`,
    cep: `490${String(r.inteiro(0, 99)).padStart(2, '0')}${r.inteiro(100, 999)}`,
    cidade: 'Aracaju',
    bairro: r.item(BAIRROS),
    logradouro: r.item(RUAS),
    numero: String(r.inteiro(10, 1800)),
    telefone_ddd: 79,
    telefone_numero: `3${r.inteiro(2000000, 2999999)}`,
  }));

  // The organisation: comarcas named after the state's towns (a second round gets a number), varas, buildings with
  // four sectors each, defensorias spread over the comarcas, districts and núcleos.
  const nomeCidade = (i) => `${CIDADES[i % CIDADES.length]}${i >= CIDADES.length ? ` ${Math.floor(i / CIDADES.length) + 1}` : ''}`;
  const comarcas = Array.from({ length: n.comarcas }, (_, i) => ({ ordem: i + 1, prefixo: i === 0 ? 'Capital' : 'Interior', nome: nomeCidade(i), agrupar: i % 5 === 4 }));
  const varas = Array.from({ length: n.varas }, (_, i) => {
    const atuacao = i % ATUACOES.length;
    return { ordem: i + 1, nome: `${ORDINAL(Math.floor(i / n.comarcas) + 1)} Vara ${ATUACOES[atuacao]} de ${comarcas[i % n.comarcas].nome}`, atuacao };
  });
  const predios = Array.from({ length: n.predios }, (_, i) => ({
    ordem: i + 1,
    comarca: i % n.comarcas,
    nome: `${i < n.comarcas ? 'Sede' : 'Anexo'} da Defensoria de ${comarcas[i % n.comarcas].nome}`,
    tipo: i < n.comarcas ? 1 : 2,
    cep: `49${String(r.inteiro(0, 999)).padStart(3, '0')}000`,
    cidade: CIDADES[i % n.comarcas % CIDADES.length],
    bairro: r.item(BAIRROS),
    logradouro: r.item(RUAS),
    numero: String(r.inteiro(10, 1500)),
    telefone_principal_ddd: 79,
    telefone_principal_numero: `3${r.inteiro(2000000, 2999999)}`,
  }));
  const predioDaComarca = new Map();
  predios.forEach((p, i) => predioDaComarca.has(p.comarca) || predioDaComarca.set(p.comarca, i));
  const contagem = new Map();
  const defensorias = Array.from({ length: n.defensorias }, (_, i) => {
    const vara = i % n.varas;
    const comarca = vara % n.comarcas;
    const chave = `${varas[vara].atuacao}-${comarca}`;
    contagem.set(chave, (contagem.get(chave) ?? 0) + 1);
    return {
      ordem: i + 1,
      codigo: `D${String(i + 1).padStart(4, '0')}`,
      nome: `${ORDINAL(contagem.get(chave))} Defensoria ${ATUACOES[varas[vara].atuacao]} de ${comarcas[comarca].nome}`,
      vara,
      comarca,
      predio: predioDaComarca.get(comarca) ?? null,
      exibirrelatorio: i % 40 !== 39,
      maximo_estagiarios: r.inteiro(2, 5),
      anotacao: i % 12 === 0 ? 'Atendimento ao público de segunda a quinta, das 8h às 12h.' : null,
      telefone_ddd: 79,
      telefone_numero: `3${r.inteiro(2000000, 2999999)}`,
    };
  });
  const distritos = Array.from({ length: n.distritos }, (_, i) => ({ ordem: i + 1, nome: `Distrito ${i + 1} de ${comarcas[i % n.comarcas].nome}`, defensoria: (i * 7) % n.defensorias }));
  const nucleos = Array.from({ length: n.nucleos }, (_, i) => ({
    ordem: i + 1,
    nome: `Núcleo de ${TEMAS_NUCLEO[i % TEMAS_NUCLEO.length]}${i >= TEMAS_NUCLEO.length ? ` ${Math.floor(i / TEMAS_NUCLEO.length) + 1}` : ''}`,
    comarca: i % n.comarcas,
    predio: predioDaComarca.get(i % n.comarcas) ?? null,
    substituto1: i % 3 === 2 ? null : (2 * i) % n.defensores,
    substituto2: i % 2 === 0 ? (2 * i + 1) % n.defensores : null,
    maximo_integrantes: r.inteiro(2, 6),
    telefone_ddd: 79,
    telefone_numero: `3${r.inteiro(2000000, 2999999)}`,
  }));

  // Placements. Defenders: each defensoria had a titular until a change date and has another since; the rest of the
  // defenders sit in the núcleos; substitutions and accumulations in the past. Advisors: two designations each.
  // Interns: what is left of the target, spread over the internships as consecutive periods in defensorias.
  const lotacoes = [];
  const ativos = defensores.map((d, i) => i).filter((i) => defensores[i].ativo);
  for (let i = 0; i < n.defensorias; i++) {
    const troca = entre(r, '2019-01-01', dia(hoje, -90));
    const antigo = (i * 7 + 3) % n.defensores;
    const atual = ativos[i % ativos.length];
    lotacoes.push({ tipo: TIPO_VINCULO.Titularidade, defensor: antigo, defensoria: i, data_inicial: defensores[antigo].data_admissao < troca ? defensores[antigo].data_admissao : null, data_final: troca, pontuar: true });
    lotacoes.push({ tipo: TIPO_VINCULO.Titularidade, defensor: atual, defensoria: i, data_inicial: dia(troca, 1), data_final: null, pontuar: true });
  }
  for (let i = n.defensorias; i < n.defensores; i++) {
    lotacoes.push({ tipo: TIPO_VINCULO.Lotacao, defensor: i, nucleo: i % n.nucleos, data_inicial: defensores[i].data_admissao, data_final: defensores[i].data_exoneracao });
  }
  for (let i = 0; i < 20 * escala; i++) {
    const inicio = entre(r, '2018-01-01', dia(hoje, -20));
    lotacoes.push({ tipo: i % 3 === 0 ? TIPO_VINCULO.Acumulacao : TIPO_VINCULO.Substituicao, defensor: r.inteiro(0, n.defensores - 1), defensoria: r.inteiro(0, n.defensorias - 1), data_inicial: inicio, data_final: dia(inicio, r.inteiro(10, 60)) });
  }
  assessores.forEach((a, i) => {
    const meio = entre(r, dia(a.data_entrada, 30), dia(hoje, -15));
    lotacoes.push({ tipo: TIPO_VINCULO.Designacao, assessor: i, defensoria: r.inteiro(0, n.defensorias - 1), data_inicial: a.data_entrada, data_final: meio });
    lotacoes.push({ tipo: TIPO_VINCULO.Designacao, assessor: i, defensoria: r.inteiro(0, n.defensorias - 1), data_inicial: dia(meio, 1), data_final: a.data_saida && a.data_saida > meio ? a.data_saida : a.data_saida && dia(meio, 1) });
  });
  const restantes = n.lotacoes - lotacoes.length;
  const base = Math.floor(restantes / estagios.length);
  const extra = restantes % estagios.length;
  estagios.forEach((e, k) => {
    const partes = base + (k < extra ? 1 : 0);
    const fim = e.desligamento ?? e.data_fim_estagio ?? dia(hoje, 180);
    const total = Math.max(partes, (Date.parse(fim) - Date.parse(e.data_inicio_estagio)) / 86400000 + 1);
    let inicio = e.data_inicio_estagio;
    for (let p = 0; p < partes; p++) {
      const ultimo = p === partes - 1;
      const final = ultimo ? (e.desligamento ?? e.data_fim_estagio) : dia(e.data_inicio_estagio, Math.floor((total * (p + 1)) / partes) - 1);
      const defensoria = r.inteiro(0, n.defensorias - 1);
      const [entrada, saida] = TURNOS[(k + p) % 2];
      lotacoes.push({ tipo: TIPO_VINCULO.Designacao, estagio: k, defensoria, setorDoPredio: defensorias[defensoria].predio, data_inicial: inicio, data_final: final, entrada, saida, ativo: r.proximo() > 0.02 });
      if (final) inicio = dia(final, 1);
    }
  });

  const feriados = [];
  const ano = Number(hoje.slice(0, 4));
  for (const a of [ano - 1, ano, ano + 1]) for (const f of feriadosNacionais(a)) feriados.push({ ...f, geral: true, defensorias: [] });
  for (let i = 0; i < 3 * escala; i++) {
    const inicio = entre(r, `${ano - 1}-01-01`, `${ano + 1}-12-20`);
    feriados.push({ nome: `Padroeira de ${comarcas[i % n.comarcas].nome}`, inicio, fim: inicio, geral: false, defensorias: [r.inteiro(0, n.defensorias - 1), r.inteiro(0, n.defensorias - 1)] });
  }

  // Movements (issue 15): every active defender delivers each of the last twelve months for one defensoria (the
  // distrito of a few), with three lines; about one in ten late, one in twenty never delivered.
  const movimentacoes = [];
  const mesAtual = hoje.slice(0, 7);
  const mesAntes = (k) => {
    const [a, m] = mesAtual.split('-').map(Number);
    const t = a * 12 + (m - 1) - k;
    return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
  };
  defensores.forEach((d, i) => {
    if (!d.ativo) return;
    for (let k = 12; k >= 1; k--) {
      const referencia = mesAntes(k);
      const sorteio = r.proximo();
      if (sorteio < 0.05) continue;
      const recebida = dia(`${mesAntes(k - 1)}-01`, sorteio < 0.15 ? r.inteiro(12, 30) : r.inteiro(0, 8));
      movimentacoes.push({ defensor: i, defensoria: i % n.defensorias, distrito: i % 10 === 0 ? i % n.distritos : undefined, referencia, data_recebimento: recebida > hoje ? hoje : recebida, civel: r.proximo() < 0.7, criminal: r.proximo() < 0.4, quantidades: [r.inteiro(0, 12), r.inteiro(20, 90), r.inteiro(4, 30)] });
    }
  });

  return { n, pessoasDefensores, pessoasEstagiarios, pessoasUsuarios, pessoasOutras, defensores, estagiarios, estagios, assessores, instituicoes, comarcas, varas, predios, defensorias, distritos, nucleos, lotacoes, feriados, movimentacoes };
}

/** Multi-row INSERTs (~30,000 parameters each) answering the new ids in order. */
async function inserir(executar, tabela, linhas) {
  if (!linhas.length) return [];
  const colunas = Object.keys(linhas[0]);
  const porLote = Math.floor(30000 / colunas.length);
  const ids = [];
  for (let i = 0; i < linhas.length; i += porLote) {
    const params = [];
    const valores = linhas
      .slice(i, i + porLote)
      .map((l) => `(${colunas.map((c) => (params.push(l[c] ?? null), `$${params.length}`)).join(',')})`)
      .join(',');
    const rows = await executar(`insert into ${tabela} (${colunas.join(',')}) values ${valores} returning id`, params);
    ids.push(...rows.map((x) => x.id));
  }
  return ids;
}

async function escrever(executar, plano, hoje, senhaHash) {
  const p = plano;
  const comCelular = (x) => x;
  const papelAdmin = (await inserir(executar, 'papel', [{ nome: 'Administrador', permissoes: arrayPg(PERMISSOES.map((x) => x.nome)) }]))[0];
  const leitura = PERMISSOES.filter((x) => x.acao === 'READ' || x.acao === 'ENUMERATE').map((x) => x.nome);
  const papelConsulta = (await inserir(executar, 'papel', [{ nome: 'Consulta', permissoes: arrayPg(leitura) }]))[0];
  const idsUsuariosPessoa = await inserir(executar, 'pessoa', p.pessoasUsuarios.map(comCelular));
  const usuarios = idsUsuariosPessoa.map((pessoaId, i) => ({
    pessoa_id: pessoaId,
    username: i === 0 ? 'admin' : `bench.${String(i).padStart(4, '0')}`,
    senha_hash: senhaHash,
    ativo: true,
    funcao: i === 0 ? 'Administração do SGI' : 'Assessoria',
    papel_id: i === 0 || i % 5 === 0 ? papelAdmin : papelConsulta,
    recebenotificacaoes: i % 7 === 0,
  }));
  const idsUsuarios = await inserir(executar, 'usuario', usuarios);
  // From here on every row is written by the administrator, as the history shows for a real office.
  await executar(`select set_config('sgi.usuario_id', $1, true)`, [String(idsUsuarios[0])]);

  const idsCursos = await inserir(executar, 'curso', CURSOS.map((nome) => ({ nome })));
  const idsInstituicoes = await inserir(executar, 'instituicao_ensino', p.instituicoes);
  const idsPessoasDef = await inserir(executar, 'pessoa', p.pessoasDefensores);
  const idsDefensores = await inserir(executar, 'defensor', p.defensores.map((d, i) => ({ pessoa_id: idsPessoasDef[i], ...d })));
  const idsPessoasEst = await inserir(executar, 'pessoa', p.pessoasEstagiarios);
  const idsEstagiarios = await inserir(executar, 'estagiario', p.estagiarios.map((e, i) => ({ pessoa_id: idsPessoasEst[i], ativo: true, anotacao: e.anotacao })));
  const idsEstagios = await inserir(
    executar,
    'estagio',
    p.estagios.map(({ estagiario, instituicao, curso, ...e }) => ({ estagiario_id: idsEstagiarios[estagiario], instituicao_ensino_id: idsInstituicoes[instituicao], curso_id: idsCursos[curso], ...e })),
  );
  await inserir(executar, 'pessoa', p.pessoasOutras);
  const idsAssessores = await inserir(executar, 'assessor', p.assessores);

  const idsComarcas = await inserir(executar, 'comarca', p.comarcas);
  const idsAtuacoes = await inserir(executar, 'atuacao', ATUACOES.map((nome, i) => ({ ordem: i + 1, nome })));
  const idsVaras = await inserir(executar, 'vara', p.varas.map(({ atuacao, ...v }) => ({ ...v, atuacao_id: idsAtuacoes[atuacao] })));
  const idsPredios = await inserir(executar, 'predio', p.predios.map(({ comarca, ...x }) => ({ ...x, comarca_id: idsComarcas[comarca] })));
  const setores = p.predios.flatMap((_, i) =>
    SETORES.map(([sigla, nome, capacidade], j) => ({ predio_id: idsPredios[i], sigla, nome, capacidade, responsavel_id: j === 0 ? idsPessoasDef[i % idsPessoasDef.length] : null })),
  );
  const idsSetores = await inserir(executar, 'setor', setores);
  const setorEstagio = new Map(setores.map((s, i) => [s, idsSetores[i]]).filter(([s]) => s.sigla === 'EST').map(([s, id]) => [s.predio_id, id]));
  const idsDefensorias = await inserir(
    executar,
    'defensoria',
    p.defensorias.map(({ vara, comarca, predio, ...d }) => ({ ...d, vara_id: idsVaras[vara], comarca_id: idsComarcas[comarca], predio_id: predio === null ? null : idsPredios[predio] })),
  );
  // Substitutes set afterwards, as the demo does: each defensoria by the next one, every other one by the one after.
  await executar(
    `update defensoria d set defensoria_substituta1_id = s.s1, defensoria_substituta2_id = s.s2
     from (select id, coalesce(lead(id) over w, min(id) over ()) as s1,
                  case when row_number() over w % 2 = 1 then lead(id, 2) over w end as s2
           from defensoria window w as (order by ordem)) s where s.id = d.id`,
  );
  const idsDistritos = await inserir(executar, 'distrito', p.distritos.map(({ defensoria, ...d }) => ({ ...d, defensoria_id: idsDefensorias[defensoria] })));
  const idsNucleos = await inserir(
    executar,
    'nucleo',
    p.nucleos.map(({ comarca, predio, substituto1, substituto2, ...x }) => ({
      ...x,
      comarca_id: idsComarcas[comarca],
      predio_id: predio === null ? null : idsPredios[predio],
      substituto1_id: substituto1 === null ? null : idsDefensores[substituto1],
      substituto2_id: substituto2 === null ? null : idsDefensores[substituto2],
    })),
  );

  await inserir(
    executar,
    'lotacao',
    p.lotacoes.map((l) => ({
      tipo: l.tipo,
      defensor_id: l.defensor === undefined ? null : idsDefensores[l.defensor],
      assessor_id: l.assessor === undefined ? null : idsAssessores[l.assessor],
      estagio_id: l.estagio === undefined ? null : idsEstagios[l.estagio],
      defensoria_id: l.defensoria === undefined ? null : idsDefensorias[l.defensoria],
      nucleo_id: l.nucleo === undefined ? null : idsNucleos[l.nucleo],
      setor_id: l.setorDoPredio === undefined || l.setorDoPredio === null ? null : setorEstagio.get(idsPredios[l.setorDoPredio]) ?? null,
      data_inicial: l.data_inicial ?? null,
      data_final: l.data_final ?? null,
      entrada: l.entrada ?? null,
      saida: l.saida ?? null,
      ativo: l.ativo ?? true,
      pontuar: l.pontuar ?? false,
      diretor: false,
      anotacao1: null,
      anotacao2: null,
    })),
  );
  await inserir(executar, 'feriado', p.feriados.map((f) => ({ ...f, defensorias: arrayPg(f.defensorias.map((i) => idsDefensorias[i])) })));
  // Movement types of defensorias and their movements, each with a line per type (issue 15).
  const idsTipos = await inserir(executar, 'tipo_movimentacao', [
    { descricao: 'Petição inicial', inicial: true, nucleo: false },
    { descricao: 'Atendimento', inicial: false, nucleo: false },
    { descricao: 'Audiência', inicial: false, nucleo: false },
  ]);
  const idsMovimentacoes = await inserir(
    executar,
    'movimentacao',
    p.movimentacoes.map((m) => ({
      defensor_id: idsDefensores[m.defensor],
      defensoria_id: idsDefensorias[m.defensoria],
      distrito_id: m.distrito === undefined ? null : idsDistritos[m.distrito],
      referencia: m.referencia,
      data_recebimento: m.data_recebimento,
      civel: m.civel,
      criminal: m.criminal,
    })),
  );
  await inserir(
    executar,
    'registro_movimentacao',
    p.movimentacoes.flatMap((m, i) => m.quantidades.map((quantidade, k) => ({ movimentacao_id: idsMovimentacoes[i], tipo_id: idsTipos[k], inicial: k === 0, quantidade }))),
  );

  // Interns whose last internship ended (or who left) more than 60 days ago are deactivated, one update each, as the
  // coordination does by hand.
  const inativos = idsEstagiarios.filter((_, i) => !p.estagiarios[i].ativo);
  await executar(`update estagiario set ativo = false where id = any($1::int[])`, [arrayPg(inativos)]);

  // Edits after creation (annotations on placements) up to ~2,600 history rows per unit of scale, as a real office
  // accumulates them.
  const [{ total }] = await executar(`select count(*)::int as total from historico`);
  const faltam = Math.max(0, Math.round(2600 * (p.n.lotacoes / 1159)) - total);
  await executar(
    `update lotacao set anotacao1 = 'Remanejamento de horário a pedido da defensoria.'
     where id in (select id from lotacao order by (id * 7919) % 10007, id limit $1)`,
    [faltam],
  );

  // Spread the placements' stamps over time: created around their start (those starting later some weeks before today), the edited ones
  // in the last 60 days (what people edit are the current placements). The stamp trigger would write now(), so it is off for this statement only, and so is the
  // history trigger, which would record nothing (stamps are kept out of every diff); the history rows get the same
  // dates.
  await executar(`alter table lotacao disable trigger carimbo_lotacao, disable trigger historico_lotacao`);
  await executar(
    `update lotacao set criado_em = c.criado, editado_em = case when anotacao1 is null then c.criado else greatest(c.criado, now() - (id % 60) * interval '1 day' - (id % 9) * interval '1 hour') end
     from (select id as cid, least(coalesce(data_inicial, $1::date - 730) - (id % 15), $1::date - (id % 120))::timestamptz + ((id % 10) + 8) * interval '1 hour' as criado from lotacao) c
     where c.cid = lotacao.id`,
    [hoje],
  );
  await executar(`alter table lotacao enable trigger carimbo_lotacao, enable trigger historico_lotacao`);
  await executar(
    `update historico h set criado_em = case when h.acao = 'INSERT' then l.criado_em else l.editado_em end
     from lotacao l where h.tabela = 'lotacao' and h.registro = l.id::text`,
  );
  await escreverFolhas(executar, hoje);
  await escreverAcoes(executar, hoje);
  return { admin: idsUsuarios[0], usuarios: usuarios.slice(1).map((u) => u.username) };
}

/**
 * 24 months of attendance sheets (issue 12: ≈ 2 M day rows at N=10), set-based: one sheet per internship and month
 * with the placement current in that month, as the month's generation chooses it (ADR 046; holidays left out), then
 * their days. Months before the last are concluded and filled in (present on working days, a justified absence now
 * and then), the last one awaits signature or review, the current one is being filled up to yesterday. The sheets'
 * creation goes to the history as the generation's does; their days, created in bulk, record none (ADR 045).
 */
async function escreverFolhas(executar, hoje) {
  const sobrepoe = (a) => `(${a}.data_inicial is null or ${a}.data_inicial <= m.fim) and (${a}.data_final is null or ${a}.data_final >= m.inicio)`;
  await executar(
    `insert into folha_frequencia (estagio_id, estagiario_id, ano, mes, status, responsavel_id, defensoria_id, nucleo_id, predio_id,
                                   local, unidade, comarca, curso, data_inicio_estagio, data_fim_estagio, fim_semana, entrada, saida)
     select e.id, e.estagiario_id, extract(year from m.inicio)::smallint, extract(month from m.inicio)::smallint,
            case when m.inicio = date_trunc('month', $1::date) then 1
                 when m.inicio = date_trunc('month', $1::date) - interval '1 month' then 2 + e.id % 2
                 else 4 end,
            t.pessoa_id, l.defensoria_id, l.nucleo_id, pr.id, coalesce(d.nome, n.nome), pr.nome, co.nome, c.nome,
            e.data_inicio_estagio, least(e.data_fim_estagio, e.desligamento), e.fim_semana, l.entrada, l.saida
     from (select g::date as inicio, (g + interval '1 month - 1 day')::date as fim
           from generate_series(date_trunc('month', $1::date) - interval '23 months', date_trunc('month', $1::date), interval '1 month') g) m
     join estagio e on e.data_inicio_estagio <= m.fim
                   and (least(e.data_fim_estagio, e.desligamento) is null or least(e.data_fim_estagio, e.desligamento) >= m.inicio)
     join curso c on c.id = e.curso_id
     join lateral (select l.* from lotacao l where l.estagio_id = e.id and l.ativo and ${sobrepoe('l')}
                   order by l.data_inicial desc nulls last, l.id desc limit 1) l on true
     left join defensoria d on d.id = l.defensoria_id
     left join nucleo n on n.id = l.nucleo_id
     left join setor s on s.id = l.setor_id
     left join predio pr on pr.id = coalesce(s.predio_id, d.predio_id, n.predio_id)
     left join comarca co on co.id = coalesce(d.comarca_id, n.comarca_id)
     left join lateral (select df.pessoa_id from lotacao tl join defensor df on df.id = tl.defensor_id
                        where tl.defensoria_id = l.defensoria_id and tl.tipo = 2 and tl.ativo and ${sobrepoe('tl')}
                        order by tl.data_inicial desc nulls last, tl.id desc limit 1) t on true`,
    [hoje],
  );
  await executar(`select set_config('sgi.criacao_em_lote', 'folha_frequencia_dia', true)`);
  await executar(
    `insert into folha_frequencia_dia (folha_id, dia, status, horario_entrada, horario_saida, justificativa, util, feriado)
     select f.id, x.dia,
            case when not x.util then 7
                 when f.status = 1 and x.data >= $1::date then 1
                 when (f.id + x.dia) % 23 = 0 then 3
                 else 2 end,
            case when x.util and (f.status <> 1 or x.data < $1::date) and (f.id + x.dia) % 23 <> 0 then coalesce(f.entrada, '08:00') end,
            case when x.util and (f.status <> 1 or x.data < $1::date) and (f.id + x.dia) % 23 <> 0 then coalesce(f.saida, '13:00') end,
            case when x.util and (f.status <> 1 or x.data < $1::date) and (f.id + x.dia) % 23 = 0 then 'Consulta médica (atestado anexo).' end,
            x.util, false
     from folha_frequencia f
     cross join lateral (
       select d::smallint as dia, make_date(f.ano, f.mes, d) as data,
              (extract(isodow from make_date(f.ano, f.mes, d)) < 6) <> f.fim_semana
                and make_date(f.ano, f.mes, d) between f.data_inicio_estagio and coalesce(f.data_fim_estagio, make_date(f.ano, f.mes, d)) as util
       from generate_series(1, extract(day from make_date(f.ano, f.mes, 1) + interval '1 month - 1 day')::int) d
     ) x`,
    [hoje],
  );
  await executar(`select set_config('sgi.criacao_em_lote', '', true)`);
}

/**
 * Leave actions (issue 14) for every defender over last year, this year and next, set-based: 30 days of férias a year
 * at a day that depends on the defender, the folga natalícia on the birthday (the 28th at most), and an abono por dia
 * trabalhado each quarter; each férias names, for every office the defender holds (titularidade) in it, the titular of
 * the office's first substitute office, when there is one. The rules are the server's: the data are only plausible
 * (an abono may fall inside férias), as a bulk import would leave them.
 */
async function escreverAcoes(executar, hoje) {
  await executar(
    `insert into periodo (tipo, defensor_id, data_inicial, data_final, motivo, ativorelatorio)
     select 0, d.id, x.inicio, x.inicio + 29, 'Férias regulamentares', true
     from defensor d cross join generate_series(-1, 1) k
     cross join lateral (select make_date(extract(year from $1::date)::int + k, 1, 1) + (d.id * 37) % 300 as inicio) x
     union all
     select 1, d.id, x.dia, x.dia, 'Folga natalícia', true
     from defensor d join pessoa p on p.id = d.pessoa_id cross join generate_series(-1, 1) k
     cross join lateral (select make_date(extract(year from $1::date)::int + k, extract(month from p.data_nascimento)::int, least(extract(day from p.data_nascimento)::int, 28)) as dia) x
     where p.data_nascimento is not null
     union all
     select 2, d.id, x.dia, x.dia, 'Plantão do fim de semana', true
     from defensor d cross join generate_series(-1, 1) k cross join generate_series(0, 3) t
     cross join lateral (select make_date(extract(year from $1::date)::int + k, t * 3 + 1, 1) + (d.id * 13 + t) % 80 as dia) x`,
    [hoje],
  );
  await executar(
    `insert into substituicao (periodo_id, defensoria_id, substituto_id)
     select distinct on (p.id, l.defensoria_id) p.id, l.defensoria_id, (
       select s.defensor_id from lotacao s join defensoria df on df.defensoria_substituta1_id = s.defensoria_id
       where df.id = l.defensoria_id and s.tipo = 2 and s.ativo and s.defensor_id <> p.defensor_id
         and (s.data_inicial is null or s.data_inicial <= p.data_inicial) and (s.data_final is null or s.data_final >= p.data_inicial)
       order by s.id limit 1)
     from periodo p join lotacao l on l.defensor_id = p.defensor_id and l.tipo = 2 and l.ativo
       and (l.data_inicial is null or l.data_inicial <= p.data_final) and (l.data_final is null or l.data_final >= p.data_inicial)
     where p.tipo = 0
     order by p.id, l.defensoria_id`,
  );
}

const TABELAS = ['pessoa', 'usuario', 'defensor', 'estagiario', 'estagio', 'assessor', 'comarca', 'vara', 'predio', 'setor', 'defensoria', 'distrito', 'nucleo', 'lotacao', 'feriado', 'folha_frequencia', 'folha_frequencia_dia', 'periodo', 'substituicao', 'historico'];

/** Empties the target: the whole schema on PostgreSQL (only a bench database or an empty one), the folder when embedded. */
async function esvaziar(alvo) {
  if (alvo.tipo === 'pglite') {
    fs.rmSync(alvo.pasta, { recursive: true, force: true });
    fs.mkdirSync(alvo.pasta, { recursive: true });
    return;
  }
  const marca = await lerMarca(alvo);
  const client = new pg.Client({ connectionString: alvo.url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    if (rows[0].n > 0 && !marca) {
      throw new Error(`O banco ${new URL(alvo.url).pathname.slice(1)} tem tabelas e não foi criado por bench:dados: nada foi apagado. Use um banco próprio (createdb sgi_bench).`);
    }
    await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
  } finally {
    await client.end();
  }
}

export async function construirDados({ escala, alvo, log = console.log }) {
  const inicio = Date.now();
  await ensureBuilt(['api']);
  const { fromPostgres, migrateDatabase, openEmbedded } = await clienteDaApi();
  const demo = await import(path.join(ROOT, 'apps/api/dist/modules/pessoas/demo.js'));
  const { hashSenha } = await import(path.join(ROOT, 'apps/api/dist/lib/passwords.js'));
  const hoje = dataIsoLocal();
  const [plano, senhaHash] = await Promise.all([planejar(escala, hoje, demo), hashSenha(SENHA_BENCH)]);

  await esvaziar(alvo);
  const database = alvo.tipo === 'pglite' ? await openEmbedded(alvo.pasta) : fromPostgres(alvo.url, (err) => log(`erro no PostgreSQL: ${err.message}`), 1);
  let resultado;
  try {
    await migrateDatabase(database);
    const migrado = Date.now();
    // One connection for the whole transaction: the pool's single client, or the embedded database itself.
    const conexao = database.pglite ?? (await database.db.$client.connect());
    const executar = async (texto, params) => {
      const t0 = Date.now();
      const rows = (await conexao.query(texto, params)).rows;
      if (process.env.BENCH_DEBUG && Date.now() - t0 > 300) log(`${Date.now() - t0} ms: ${texto.slice(0, 60)}`);
      return rows;
    };
    try {
      await executar('begin');
      const contas = await escrever(executar, plano, hoje, senhaHash);
      await executar('commit');
      if (process.env.BENCH_DEBUG) log(`migração ${(migrado - inicio) / 1000} s, escrita ${(Date.now() - migrado) / 1000} s`);
      await executar('analyze');
      const contagens = {};
      for (const t of TABELAS) contagens[t] = (await executar(`select count(*)::int as n from ${t}`))[0].n;
      resultado = { escala, hoje, segundos: Number(((Date.now() - inicio) / 1000).toFixed(1)), contagens, ...contas };
      await gravarMarca(alvo, executar, { escala, hoje, admin: contas.admin, usuarios: contas.usuarios.length, contagens });
    } finally {
      if (!database.pglite) conexao.release();
    }
  } finally {
    await database.close();
  }
  log(`Dados de escala ${escala} em ${alvo.descricao}: ${resultado.segundos} s.`);
  log(Object.entries(resultado.contagens).map(([t, n]) => `${t} ${n}`).join(', '));
  return resultado;
}

async function principal() {
  const opcoes = lerOpcoes(process.argv.slice(2), ['escala', 'banco']);
  const escala = lerEscala(opcoes.escala);
  await construirDados({ escala, alvo: alvoDoBanco(opcoes.banco, escala) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  principal().catch((err) => {
    console.error(`Falha ao gerar os dados: ${err.message}`);
    process.exit(1);
  });
}
