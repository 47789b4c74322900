import { formatData, formatMesAno, type ConfigDosLembretes } from '@sgi/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import type { Db } from '../../db/client.js';
import { contextoDoSistema, type Contexto } from '../../lib/contexto.js';
import { travarVersao } from '../../lib/versao.js';
import { emailComLinkDaFolha } from '../auth/folha-token.js';
import { enfileirarEmails, type NovoEmail } from '../email/outbox.js';
import { usuario } from '../usuarios/table.js';
import { lembreteConfig, lembreteEnvio } from './table.js';
import { linhas } from '../../db/linhas.js';

/**
 * Daily reminders (issue 13 "Notifications and e-mail", ADR 056): off by default; once a day, one digest per person who
 * owes something — an intern whose sheet of the closing month still has unfilled working days, a supervisor with sheets
 * waiting for their signature for more than N days — through the outbox, each with a fresh access link.
 */

/** From this day of the month on, the current month is closing; up to LEMBRETE_ATE_O_DIA, the previous one still is. */
export const LEMBRETE_A_PARTIR_DO_DIA = 25;
export const LEMBRETE_ATE_O_DIA = 5;
/** Reminders go out from this hour of the server's day on (not at midnight). */
export const LEMBRETE_HORA = 8;


const CONFIG_NAO_ENCONTRADA = 'Configuração dos lembretes não encontrada.';

export async function getConfigDosLembretes(db: Leitura): Promise<ConfigDosLembretes> {
  const [[c], [ultimo]] = await Promise.all([
    db
      .select({ ativo: lembreteConfig.ativo, diasAssinatura: lembreteConfig.diasAssinatura, versao: lembreteConfig.versao, editadoEm: lembreteConfig.editadoEm, editadoPor: usuario.username })
      .from(lembreteConfig)
      .leftJoin(usuario, eq(usuario.id, lembreteConfig.editadoPor))
      .where(eq(lembreteConfig.id, 1)),
    db.select({ data: lembreteEnvio.data }).from(lembreteEnvio).orderBy(desc(lembreteEnvio.data)).limit(1),
  ]);
  if (!c) throw new Error(CONFIG_NAO_ENCONTRADA);
  return { ...c, editadoEm: c.editadoEm.toISOString(), editadoPor: c.editadoPor ?? null, ultimoEnvio: ultimo?.data ?? null };
}

/** The administrator's switch and N (audited by the history trigger, versioned: a stale write gets 409). */
export async function atualizarConfigDosLembretes(db: Leitura, ctx: Contexto, versao: number, input: { ativo: boolean; diasAssinatura: number }): Promise<number> {
  return withActor(db, ctx, async (tx) => {
    await travarVersao(tx, lembreteConfig, 1, versao, CONFIG_NAO_ENCONTRADA);
    const [r] = await tx.update(lembreteConfig).set(input).where(eq(lembreteConfig.id, 1)).returning({ versao: lembreteConfig.versao });
    return r!.versao;
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day in the server's timezone (as dataIsoLocal), and the closing month it points at, if any. */
export function diaDosLembretes(agora: Date): { data: string; hora: number; fechamento: { ano: number; mes: number; ateODia: number | null } | null } {
  const [ano, mes, dia] = [agora.getFullYear(), agora.getMonth() + 1, agora.getDate()];
  const data = `${ano}-${pad(mes)}-${pad(dia)}`;
  // Days before today only: today's hours are filled in at the end of the day.
  if (dia >= LEMBRETE_A_PARTIR_DO_DIA) return { data, hora: agora.getHours(), fechamento: { ano, mes, ateODia: dia - 1 } };
  if (dia <= LEMBRETE_ATE_O_DIA) return { data, hora: agora.getHours(), fechamento: mes === 1 ? { ano: ano - 1, mes: 12, ateODia: null } : { ano, mes: mes - 1, ateODia: null } };
  return { data, hora: agora.getHours(), fechamento: null };
}

interface Pessoa {
  pessoaId: number;
  nome: string;
  cpf: string | null;
  email: string | null;
}
interface FolhaDevida extends Pessoa {
  folhaId: number;
  ano: number;
  mes: number;
  diasSemPreencher: number;
  estagiarioNome: string;
  desde: string | Date;
}

/** Interns whose sheet of the closing month (em preenchimento or a corrigir) has unfilled working days. */
function estagiariosDevendo(tx: Tx, f: { ano: number; mes: number; ateODia: number | null }) {
  return linhas<FolhaDevida>(tx.execute(sql`
    select * from (
      select f.id as "folhaId", f.ano, f.mes, p.id as "pessoaId", trim(p.nome || ' ' || coalesce(p.sobrenome, '')) as nome, p.cpf,
             coalesce(p.email, p.email_institucional) as email, trim(p.nome || ' ' || coalesce(p.sobrenome, '')) as "estagiarioNome",
             f.editado_em as desde,
             (select count(*)::int from folha_frequencia_dia d where d.folha_id = f.id and d.util and d.status in (1, 7)
                ${f.ateODia === null ? sql`` : sql`and d.dia <= ${f.ateODia}`}) as "diasSemPreencher"
      from folha_frequencia f
      join estagiario e on e.id = f.estagiario_id
      join pessoa p on p.id = e.pessoa_id
      where f.ano = ${f.ano} and f.mes = ${f.mes} and f.status in (1, 5)
    ) x where x."diasSemPreencher" > 0 order by x."pessoaId", x."folhaId"`));
}

/** Supervisors with sheets waiting for their signature since before `limite` (since the intern sent it). */
function responsaveisDevendo(tx: Tx, limite: Date) {
  return linhas<FolhaDevida>(tx.execute(sql`
    select * from (
      select f.id as "folhaId", f.ano, f.mes, r.id as "pessoaId", trim(r.nome || ' ' || coalesce(r.sobrenome, '')) as nome, r.cpf,
             coalesce(r.email, r.email_institucional) as email, trim(p.nome || ' ' || coalesce(p.sobrenome, '')) as "estagiarioNome", 0 as "diasSemPreencher",
             coalesce((select max(a.criado_em) from folha_frequencia_assinatura a where a.folha_id = f.id and a.perfil = 1), f.editado_em) as desde
      from folha_frequencia f
      join pessoa r on r.id = f.responsavel_id
      join estagiario e on e.id = f.estagiario_id
      join pessoa p on p.id = e.pessoa_id
      where f.status = 2
    ) x where x.desde < ${limite.toISOString()}::timestamptz order by x."pessoaId", x.ano, x.mes, x."folhaId"`));
}

/** One group per person, who must have a CPF (for the link) and an e-mail (to receive it). */
function porPessoa(folhas: FolhaDevida[]): FolhaDevida[][] {
  const grupos = new Map<number, FolhaDevida[]>();
  for (const f of folhas) if (f.cpf && f.email) grupos.set(f.pessoaId, [...(grupos.get(f.pessoaId) ?? []), f]);
  return [...grupos.values()];
}

/** One digest per person; the link lands on the sheet when there is one, with several on the person's list. */
function resumo(tx: Tx, folhas: FolhaDevida[], publicUrl: string, assunto: string, texto: string): Promise<NovoEmail> {
  const p = folhas[0]!;
  return emailComLinkDaFolha(tx, { cpf: p.cpf!, email: p.email!, nome: p.nome }, folhas.length === 1 ? p.folhaId : null, publicUrl, assunto, texto);
}

export interface ResultadoDosLembretes {
  data: string;
  estagiarios: number;
  responsaveis: number;
}

/**
 * The day's reminders. Claims the day first (`lembrete_envio`, primary key the date) in the same transaction as the
 * e-mails: a second run the same day — another instance, a retry — finds the day taken and sends nothing. Off, or the
 * day already done: null.
 */
export async function enviarLembretes(db: Db, agora: Date, publicUrl: string): Promise<ResultadoDosLembretes | null> {
  const { data, fechamento } = diaDosLembretes(agora);
  return withActor(db, contextoDoSistema(agora), async (tx) => {
    const [config] = await tx.select().from(lembreteConfig).where(eq(lembreteConfig.id, 1));
    if (!config?.ativo) return null;
    const [dia] = await tx.insert(lembreteEnvio).values({ data }).onConflictDoNothing().returning({ data: lembreteEnvio.data });
    if (!dia) return null;
    const emails: NovoEmail[] = [];
    const estagiarios = fechamento ? porPessoa(await estagiariosDevendo(tx, fechamento)) : [];
    for (const folhas of estagiarios) {
      const linhasDoTexto = folhas.map((f) => `- Folha de ${formatMesAno(f.ano, f.mes)}: ${f.diasSemPreencher} dia(s) útil(eis) sem preencher.`);
      emails.push(await resumo(tx, folhas, publicUrl, 'SGI — lembrete: folha de frequência com dias sem preencher', `A sua folha de frequência está fechando e ainda tem dias sem preencher:\n${linhasDoTexto.join('\n')}`));
    }
    const limite = new Date(agora.getTime() - config.diasAssinatura * 24 * 60 * 60 * 1000);
    const responsaveis = porPessoa(await responsaveisDevendo(tx, limite));
    for (const folhas of responsaveis) {
      const linhasDoTexto = folhas.map((f) => `- ${f.estagiarioNome}, ${formatMesAno(f.ano, f.mes)}, aguardando desde ${formatData(new Date(f.desde))}.`);
      emails.push(
        await resumo(
          tx,
          folhas,
          publicUrl,
          'SGI — lembrete: folhas de frequência aguardando a sua assinatura',
          `${folhas.length} folha(s) de frequência aguardam a sua assinatura há mais de ${config.diasAssinatura} dia(s):\n${linhasDoTexto.join('\n')}`,
        ),
      );
    }
    if (emails.length > 0) await enfileirarEmails(tx, emails);
    await tx.update(lembreteEnvio).set({ emails: emails.length }).where(eq(lembreteEnvio.data, data));
    return { data, estagiarios: estagiarios.length, responsaveis: responsaveis.length };
  });
}
