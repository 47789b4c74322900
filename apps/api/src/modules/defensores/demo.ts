import { defensorInputSchema } from '@sgi/domain';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { BAIRROS, cpfValido, dataEntre, doisSobrenomes, NOMES_FEMININOS, NOMES_MASCULINOS, prng, RUAS, semAcento } from '../pessoas/demo.js';
import { createDefensor } from './service.js';

/**
 * Demo defenders (fictitious names, valid CPFs): most active, a few inactive and exonerated, some with a
 * reference date, enough for two pages of the list. Deterministic: the same data on every start.
 */
export async function seedDemoDefensores(db: Db, quantidade = 36): Promise<void> {
  const r = prng(1975);
  const usados = new Set<string>();
  for (let i = 0; i < quantidade; i++) {
    const feminino = r.proximo() < 0.5;
    let nome: string;
    do nome = `${r.item(feminino ? NOMES_FEMININOS : NOMES_MASCULINOS)} ${doisSobrenomes(r)}`;
    while (usados.has(nome));
    usados.add(nome);
    const admissao = dataEntre(r, 1994, 2022);
    const exonerado = i % 9 === 8;
    const [primeiro, ultimo] = [nome.split(' ')[0]!, nome.split(' ').at(-1)!];
    const input = defensorInputSchema.parse({
      cpf: cpfValido(r),
      nome,
      titulo: feminino ? 'Dra.' : 'Dr.',
      ativo: !exonerado,
      data_nascimento: dataEntre(r, 1955, 1992),
      email_pessoal: `${semAcento(primeiro)}.${semAcento(ultimo)}@exemplo.com.br`,
      email: `${semAcento(primeiro)}.${semAcento(ultimo)}@defensoria.exemplo.gov.br`,
      endereco: { cep: `490${r.inteiro(10, 99)}${r.inteiro(100, 999)}`, cidade: 'Aracaju', bairro: r.item(BAIRROS), logradouro: r.item(RUAS), numero: String(r.inteiro(10, 2500)) },
      telefone: { ddd: 79, numero: `3${r.inteiro(200, 299)}${r.inteiro(1000, 9999)}` },
      numero_oab: `SE ${r.inteiro(1000, 9999)}`,
      matricula_defensoria: String(100000 + i * 37),
      data_admissao: admissao,
      // Some had their admission not counted for leave: a later reference date (cadastros-relatorios §3).
      data_referencia: i % 5 === 0 ? `${Number(admissao.slice(0, 4)) + 1}${admissao.slice(4)}` : null,
      data_exoneracao: exonerado ? dataEntre(r, 2023, 2024) : null,
      anotacao: i % 7 === 0 ? 'Atua também em mutirões carcerários.' : null,
    });
    await createDefensor(db, contextoDoSistema(), input);
  }
}
