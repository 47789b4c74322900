// The floor ("piso") of the benchmark: a bare node:http server answering each scenario's page with the best SQL
// written by hand for it, through pg (or PGlite on the embedded database), with no ORM, no validation and no session:
// the least work the same JSON can cost. run.mjs checks that every answer equals SGI's before measuring.
// Env: PORT, and PISO_PG_URL (PostgreSQL) or PISO_PGLITE (a copy of the embedded data folder's pgdata).
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import {
  chaveDeNome,
  dataIsoLocal,
  documentoDaFolha,
  formatCpf,
  isFolhaEditavel,
  isFolhaNotificavel,
  TIPO_VINCULO_OPCOES,
  REFERENCIA_DO_CAMPO,
  relatorioDeEstagiarios,
  relatorioDeFerias,
  relatorioDeNucleos,
  STATUS_FOLHA,
  transicaoDaFolha,
  comarcasOferecidas,
  compararPtBr,
  filtrosCoerentes,
  lotacaoNoDia,
  mensagemDaTabelaVazia,
  porNomePtBr,
  tabelaDefensoresPorComarca,
  tituloDaTabela,
} from '@sgi/domain';

const ref = (id, nome) => `case when ${id} is null then null else json_build_object('id', ${id}, 'nome', ${nome}) end`;
const iso = (ts) => `to_char(${ts} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const nomeDe = (p) => `${p}.nome || coalesce(' ' || ${p}.sobrenome, '')`;
const cpfFormatado = (c) => `case when ${c} is null then '' else substr(${c}, 1, 3) || '.' || substr(${c}, 4, 3) || '.' || substr(${c}, 7, 3) || '-' || substr(${c}, 10, 2) end`;
const vigente = (l, hoje) => `(${l}.data_inicial is null or ${l}.data_inicial <= ${hoje}) and (${l}.data_final is null or ${l}.data_final >= ${hoje})`;
const endereco = (t) => `json_build_object('cep', ${t}.cep, 'cidade', ${t}.cidade, 'bairro', ${t}.bairro, 'logradouro', ${t}.logradouro, 'complemento', ${t}.complemento, 'numero', ${t}.numero)`;
const fone = (ddd, numero) => `json_build_object('ddd', ${ddd}, 'numero', ${numero})`;

/** A page as one JSON text built by the database: the rows of `pagina` (already sorted and cut) through `objeto`. */
const paginaJson = (objeto, deOnde, ordem) => `select coalesce(json_agg(${objeto} order by ${ordem}), '[]')::text as json from ${deOnde}`;

/** Each list: [page SQL, count SQL, params(url)]; both run in parallel, as SGI does. */
const LISTAS = {
  '/api/assessor': [
    paginaJson(
      `json_build_object('id', a.id, 'cpf', a.cpf, 'nome', a.nome, 'ativo', a.ativo, 'telefone', a.telefone, 'email_institucional', a.email_institucional, 'email', a.email, 'data_entrada', a.data_entrada, 'data_sessao', a.data_sessao, 'data_saida', a.data_saida)`,
      `(select * from assessor where ativo order by nome nulls last, cpf, id offset $1 limit $2) a`,
      'a.nome nulls last, a.cpf, a.id',
    ),
    'select count(*)::int as n from assessor where ativo',
  ],
  '/api/atuacao': [
    paginaJson(
      `json_build_object('id', a.id, 'ordem', a.ordem, 'nome', a.nome, 'varas', (select count(*)::int from vara v where v.atuacao_id = a.id))`,
      `(select * from atuacao order by ordem, nome, id offset $1 limit $2) a`,
      'a.ordem, a.nome, a.id',
    ),
    'select count(*)::int as n from atuacao',
  ],
  '/api/comarca': [
    paginaJson(`json_build_object('id', c.id, 'ordem', c.ordem, 'prefixo', c.prefixo, 'nome', c.nome, 'agrupar', c.agrupar)`, `(select * from comarca order by ordem, nome, id offset $1 limit $2) c`, 'c.ordem, c.nome, c.id'),
    'select count(*)::int as n from comarca',
  ],
  '/api/curso': [paginaJson(`json_build_object('id', c.id, 'nome', c.nome)`, `(select id, nome from curso order by nome, id offset $1 limit $2) c`, 'c.nome, c.id'), 'select count(*)::int as n from curso'],
  '/api/defensor': [
    paginaJson(
      `json_build_object('id', d.id, 'nome', d.nome_completo, 'cpf', ${cpfFormatado('d.cpf')}, 'titulo', d.titulo, 'ativo', d.ativo, 'data_admissao', d.data_admissao, 'data_referencia', d.data_referencia, 'data_exoneracao', d.data_exoneracao)`,
      `(select d.*, ${nomeDe('p')} as nome_completo, p.nome, p.sobrenome, p.cpf from defensor d join pessoa p on p.id = d.pessoa_id
        where d.ativo order by p.nome, p.sobrenome, d.id offset $1 limit $2) d`,
      'd.nome, d.sobrenome, d.id',
    ),
    'select count(*)::int as n from defensor where ativo',
  ],
  '/api/defensoria': [
    paginaJson(
      `json_build_object('id', d.id, 'ordem', d.ordem, 'codigo', d.codigo, 'nome', d.nome, 'vara', ${ref('v.id', 'v.nome')}, 'comarca', json_build_object('id', c.id, 'nome', c.nome),
        'predio', ${ref('p.id', 'p.nome')}, 'defensoriasubstituta1', ${ref('s1.id', 's1.nome')}, 'defensoriasubstituta2', ${ref('s2.id', 's2.nome')},
        'exibirrelatorio', d.exibirrelatorio, 'maximo_estagiarios', d.maximo_estagiarios, 'anotacao', d.anotacao, 'telefone', ${fone('d.telefone_ddd', 'd.telefone_numero')},
        'lotacoes', (select count(*)::int from lotacao l where l.defensoria_id = d.id and l.ativo and ${vigente('l', '$3::date')}),
        'movimentacoes', (select count(*)::int from movimentacao m where m.defensoria_id = d.id))`,
      `(select * from defensoria order by ordem, nome, id offset $1 limit $2) d join comarca c on c.id = d.comarca_id left join vara v on v.id = d.vara_id
        left join predio p on p.id = d.predio_id left join defensoria s1 on s1.id = d.defensoria_substituta1_id left join defensoria s2 on s2.id = d.defensoria_substituta2_id`,
      'd.ordem, d.nome, d.id',
    ),
    'select count(*)::int as n from defensoria',
    () => [dataIsoLocal()],
  ],
  '/api/distrito': [
    paginaJson(
      `json_build_object('id', d.id, 'ordem', d.ordem, 'nome', d.nome, 'defensoria', json_build_object('id', df.id, 'nome', df.nome),
        'movimentacoes', (select count(*)::int from movimentacao m where m.distrito_id = d.id))`,
      `(select * from distrito order by ordem, nome, id offset $1 limit $2) d join defensoria df on df.id = d.defensoria_id`,
      'd.ordem, d.nome, d.id',
    ),
    'select count(*)::int as n from distrito',
  ],
  '/api/estagiario': [
    paginaJson(
      `json_build_object('id', e.id, 'pessoaId', e.pessoa_id, 'cpf', e.cpf, 'nome', e.nome_completo, 'data_nascimento', e.data_nascimento, 'email', e.email,
        'email_institucional', e.email_institucional, 'ativo', e.ativo, 'estagios', (
          select coalesce(json_agg(json_build_object('id', g.id, 'tipo_estagio', g.tipo_estagio, 'data_inicio_estagio', g.data_inicio_estagio,
            'data_fim_estagio', g.data_fim_estagio, 'desligamento', g.desligamento, 'instituicao', json_build_object('id', i.id, 'razao_social', i.razao_social),
            'curso', json_build_object('id', c.id, 'nome', c.nome)) order by g.data_inicio_estagio, g.id), '[]')
          from estagio g join instituicao_ensino i on i.id = g.instituicao_ensino_id join curso c on c.id = g.curso_id where g.estagiario_id = e.id))`,
      `(select e.id, e.pessoa_id, e.ativo, p.cpf, p.data_nascimento, p.email, p.email_institucional, primeiro.inicio,
               trim(p.nome || ' ' || coalesce(p.sobrenome, '')) as nome_completo
        from estagiario e join pessoa p on p.id = e.pessoa_id
        left join (select estagiario_id, min(data_inicio_estagio) as inicio from estagio group by estagiario_id) primeiro on primeiro.estagiario_id = e.id
        where e.ativo order by primeiro.inicio nulls last, nome_completo, e.id offset $1 limit $2) e`,
      'e.inicio nulls last, e.nome_completo, e.id',
    ),
    'select count(*)::int as n from estagiario where ativo',
  ],
  '/api/feriado': [
    paginaJson(
      `json_build_object('id', f.id, 'nome', f.nome, 'inicio', f.inicio, 'fim', f.fim, 'geral', f.geral, 'defensorias', coalesce((
        select json_agg(json_build_object('id', d.id, 'nome', d.nome) order by d.ordem, d.nome, d.id) from defensoria d where d.id = any(f.defensorias)), '[]'))`,
      `(select * from feriado order by inicio desc, nome, id offset $1 limit $2) f`,
      'f.inicio desc, f.nome, f.id',
    ),
    'select count(*)::int as n from feriado',
  ],
  '/api/instituicao': [
    paginaJson(
      `json_build_object('id', i.id, 'ordem', i.ordem, 'cnpj', i.cnpj, 'razao_social', i.razao_social, 'representante_cargo', i.representante_cargo,
        'representante_nome', i.representante_nome, 'endereco', ${endereco('i')}, 'telefone', ${fone('i.telefone_ddd', 'i.telefone_numero')})`,
      `(select * from instituicao_ensino order by ordem, razao_social, id offset $1 limit $2) i`,
      'i.ordem, i.razao_social, i.id',
    ),
    'select count(*)::int as n from instituicao_ensino',
  ],
  '/api/nucleo': [
    paginaJson(
      `json_build_object('id', n.id, 'ordem', n.ordem, 'nome', n.nome, 'comarca', json_build_object('id', c.id, 'nome', c.nome), 'predio', ${ref('pr.id', 'pr.nome')},
        'telefone', ${fone('n.telefone_ddd', 'n.telefone_numero')}, 'substituto1', ${ref('d1.id', nomeDe('p1'))}, 'substituto2', ${ref('d2.id', nomeDe('p2'))},
        'maximoIntegrantes', n.maximo_integrantes, 'versao', n.versao)`,
      `(select * from nucleo order by ordem, nome, id offset $1 limit $2) n join comarca c on c.id = n.comarca_id left join predio pr on pr.id = n.predio_id
        left join defensor d1 on d1.id = n.substituto1_id left join pessoa p1 on p1.id = d1.pessoa_id
        left join defensor d2 on d2.id = n.substituto2_id left join pessoa p2 on p2.id = d2.pessoa_id`,
      'n.ordem, n.nome, n.id',
    ),
    'select count(*)::int as n from nucleo',
  ],
  '/api/papel': [
    paginaJson(
      `json_build_object('id', p.id, 'nome', p.nome, 'totalUsuarios', (select count(*)::int from usuario u where u.papel_id = p.id),
        'usuarios', coalesce((select json_agg(json_build_object('id', u.id, 'username', u.username) order by u.username) from usuario u where u.papel_id = p.id), '[]'))`,
      `(select id, nome from papel order by nome offset $1 limit $2) p`,
      'p.nome',
    ),
    'select count(*)::int as n from papel',
  ],
  '/api/pessoa': [
    paginaJson(
      `json_build_object('id', p.id, 'nome', p.nome, 'sobrenome', p.sobrenome, 'cpf', p.cpf, 'dataNascimento', p.data_nascimento, 'email', p.email,
        'defensor', case when p.did is null then null else json_build_object('id', p.did, 'ativo', p.dativo) end,
        'usuario', case when p.uid is null then null else json_build_object('id', p.uid, 'ativo', p.uativo, 'username', p.username) end,
        'estagiario', case when p.eid is null then null else json_build_object('id', p.eid, 'ativo', p.eativo) end)`,
      `(select p.id, p.nome, p.sobrenome, p.cpf, p.data_nascimento, p.email, d.id as did, d.ativo as dativo, e.id as eid, e.ativo as eativo, u.id as uid, u.ativo as uativo, u.username
        from pessoa p left join defensor d on d.pessoa_id = p.id left join estagiario e on e.pessoa_id = p.id left join usuario u on u.pessoa_id = p.id
        where (d.id is null and e.id is null and u.id is null) or d.ativo or e.ativo or u.ativo
        order by p.nome, p.sobrenome, p.id offset $1 limit $2) p`,
      'p.nome, p.sobrenome, p.id',
    ),
    `select count(*)::int as n from pessoa p left join defensor d on d.pessoa_id = p.id left join estagiario e on e.pessoa_id = p.id left join usuario u on u.pessoa_id = p.id
     where (d.id is null and e.id is null and u.id is null) or d.ativo or e.ativo or u.ativo`,
  ],
  '/api/predio': [
    paginaJson(
      `json_build_object('id', p.id, 'ordem', p.ordem, 'nome', p.nome, 'tipo', p.tipo, 'comarca', json_build_object('id', c.id, 'nome', c.nome), 'endereco', ${endereco('p')},
        'telefoneprincipal', ${fone('p.telefone_principal_ddd', 'p.telefone_principal_numero')}, 'telefonesecundario', ${fone('p.telefone_secundario_ddd', 'p.telefone_secundario_numero')},
        'defensorias', (select count(*)::int from defensoria d where d.predio_id = p.id), 'nucleos', (select count(*)::int from nucleo n where n.predio_id = p.id))`,
      `(select * from predio order by nome, id offset $1 limit $2) p join comarca c on c.id = p.comarca_id`,
      'p.nome, p.id',
    ),
    'select count(*)::int as n from predio',
  ],
  // GET movimentacao as the search page opens it (default sort editadoEm, newest first; movimentacoes/service.ts).
  '/api/movimentacao': [
    paginaJson(
      `json_build_object('id', m.id, 'numero_lancamento', m.id, 'defensor', json_build_object('id', m.defensor_id, 'nome', ${nomeDe('p')}),
        'defensoria', ${ref('df.id', 'df.nome')}, 'distrito', ${ref('di.id', 'di.nome')}, 'nucleo', ${ref('n.id', 'n.nome')},
        'referencia', m.referencia, 'data_recebimento', m.data_recebimento, 'observacao', m.observacao, 'civel', m.civel, 'criminal', m.criminal,
        'pontuar', m.pontuar, 'editadoEm', ${iso('m.editado_em')}, 'editadoPor', case when u.id is null then null else json_build_object('username', u.username) end,
        'versao', m.versao)`,
      `(select * from movimentacao order by editado_em desc, id desc offset $1 limit $2) m join defensor d on d.id = m.defensor_id join pessoa p on p.id = d.pessoa_id
        left join defensoria df on df.id = m.defensoria_id left join distrito di on di.id = m.distrito_id left join nucleo n on n.id = m.nucleo_id
        left join usuario u on u.id = m.editado_por`,
      'm.editado_em desc, m.id desc',
    ),
    'select count(*)::int as n from movimentacao',
  ],
  '/api/usuario': [
    paginaJson(
      `json_build_object('id', u.id, 'username', u.username, 'nome', u.nome, 'sobrenome', u.sobrenome, 'funcao', u.funcao, 'ativo', u.ativo, 'papel', json_build_object('id', pa.id, 'nome', pa.nome))`,
      `(select u.id, u.username, u.funcao, u.ativo, u.papel_id, p.nome, p.sobrenome from usuario u join pessoa p on p.id = u.pessoa_id
        order by p.nome, p.sobrenome, u.id offset $1 limit $2) u join papel pa on pa.id = u.papel_id`,
      'u.nome, u.sobrenome, u.id',
    ),
    'select count(*)::int as n from usuario',
  ],
  '/api/vara': [
    paginaJson(
      `json_build_object('id', v.id, 'ordem', v.ordem, 'nome', v.nome, 'atuacao', json_build_object('id', a.id, 'nome', a.nome), 'defensorias', (select count(*)::int from defensoria d where d.vara_id = v.id))`,
      `(select * from vara order by ordem, nome, id offset $1 limit $2) v join atuacao a on a.id = v.atuacao_id`,
      'v.ordem, v.nome, v.id',
    ),
    'select count(*)::int as n from vara',
  ],
};

/** A placement's JSON (lotacoes/service.ts lotacaoJson), from `l` joined as in lotacaoJuntada. */
const lotacaoObjeto = (hoje, extra = '') => `json_build_object('id', l.id, 'tipo', l.tipo,
  'tipoPessoa', case when l.defensor_id is not null then 1 when l.assessor_id is not null then 2 else 3 end,
  'defensor', ${ref('l.defensor_id', nomeDe('pd'))}, 'assessor', ${ref('l.assessor_id', "coalesce(a.nome, '')")},
  'estagio', case when l.estagio_id is null then null else json_build_object('id', l.estagio_id, 'tipo_estagio', g.tipo_estagio,
    'data_inicio_estagio', g.data_inicio_estagio, 'data_fim_estagio', g.data_fim_estagio, 'estagiario', json_build_object('id', e.id, 'nome', ${nomeDe('pe')})) end,
  'defensoria', ${ref('l.defensoria_id', 'df.nome')}, 'nucleo', ${ref('l.nucleo_id', 'n.nome')},
  'setor', case when l.setor_id is null then null else json_build_object('id', s.id, 'sigla', s.sigla, 'nome', s.nome, 'predio', json_build_object('id', pr.id, 'nome', pr.nome)) end,
  'data_inicial', l.data_inicial, 'data_final', l.data_final, 'entrada', to_char(l.entrada, 'HH24:MI'), 'saida', to_char(l.saida, 'HH24:MI'),
  'ativo', l.ativo, 'pontuar', l.pontuar, 'diretor', l.diretor, 'anotacao1', l.anotacao1, 'anotacao2', l.anotacao2,
  'vigente', coalesce(${vigente('l', hoje)}, false), 'editadoEm', ${iso('l.editado_em')}${extra})`;
const lotacaoJuntada = (l) => `${l} l
  left join defensor d on d.id = l.defensor_id left join pessoa pd on pd.id = d.pessoa_id left join assessor a on a.id = l.assessor_id
  left join estagio g on g.id = l.estagio_id left join estagiario e on e.id = g.estagiario_id left join pessoa pe on pe.id = e.pessoa_id
  left join defensoria df on df.id = l.defensoria_id left join nucleo n on n.id = l.nucleo_id left join setor s on s.id = l.setor_id left join predio pr on pr.id = s.predio_id`;

const TIPO_PESSOA = { 1: 'defensor_id', 2: 'assessor_id', 3: 'estagio_id' };

/** The Vínculos list: filter, sort and cut the placements alone, then join only the page's rows. */
async function lotacoes(db, u) {
  const hoje = dataIsoLocal();
  const skipTake = [Number(u.searchParams.get('skip') ?? 0), Number(u.searchParams.get('take') ?? 20)];
  // Each filter as (placeholder number) => SQL, so the page ($1, $2 = skip, take) and the count number them alike.
  const filtros = [];
  const tipo = TIPO_PESSOA[u.searchParams.get('tipo_pessoa')];
  if (tipo) filtros.push([() => `${tipo} is not null`]);
  const edicao = u.searchParams.get('data_edicao');
  if (edicao) filtros.push([(n) => `editado_em >= $${n}::date`, edicao]);
  if (u.searchParams.get('vigente') === 'true') filtros.push([(n) => vigente('lotacao', `$${n}::date`), hoje]);
  const where = (primeiro) => {
    let n = primeiro;
    const conds = filtros.map(([f, v]) => f(v === undefined ? 0 : n++));
    return conds.length ? `where ${conds.join(' and ')}` : '';
  };
  const valores = filtros.filter(([, v]) => v !== undefined).map(([, v]) => v);
  const ordem = edicao ? 'editado_em desc, id desc' : 'data_inicial desc nulls last, id desc';
  const ordemL = edicao ? 'l.editado_em desc, l.id desc' : 'l.data_inicial desc nulls last, l.id desc';
  const [pagina, total] = await Promise.all([
    db.query(paginaJson(lotacaoObjeto(`'${hoje}'::date`), lotacaoJuntada(`(select * from lotacao ${where(3)} order by ${ordem} offset $1 limit $2)`), ordemL), [...skipTake, ...valores]),
    db.query(`select count(*)::int as n from lotacao ${where(1)}`, valores),
  ]);
  return `[${pagina.rows[0].json},${total.rows[0].n}]`;
}

async function lotacao(db, id) {
  const hoje = `'${dataIsoLocal()}'::date`;
  const auditoria = `, 'criadoEm', ${iso('l.criado_em')}, 'criadoPor', case when uc.id is null then null else json_build_object('username', uc.username) end,
    'editadoPor', case when ue.id is null then null else json_build_object('username', ue.username) end, 'versao', l.versao`;
  const { rows } = await db.query(
    `select ${lotacaoObjeto(hoje, auditoria)}::text as json from ${lotacaoJuntada('lotacao')}
     left join usuario uc on uc.id = l.criado_por left join usuario ue on ue.id = l.editado_por where l.id = $1`,
    [id],
  );
  return rows[0]?.json;
}

async function titularidades(db) {
  const hoje = `'${dataIsoLocal()}'::date`;
  const { rows } = await db.query(
    paginaJson(
      `json_build_object('lotacao_id', l.id, 'defensoria', json_build_object('id', df.id, 'nome', df.nome), 'defensor', json_build_object('id', l.defensor_id, 'nome', ${nomeDe('p')}),
        'data_inicial', l.data_inicial, 'data_final', l.data_final)`,
      `lotacao l join defensoria df on df.id = l.defensoria_id join defensor d on d.id = l.defensor_id join pessoa p on p.id = d.pessoa_id
       where l.tipo = 2 and l.ativo and ${vigente('l', hoje)}`,
      'df.ordem, df.nome, l.data_inicial, l.id',
    ),
  );
  return rows[0].json;
}

async function defensor(db, id) {
  const { rows } = await db.query(
    `select json_build_object('id', d.id, 'pessoaId', p.id, 'cpf', ${cpfFormatado('p.cpf')}, 'titulo', d.titulo, 'nome', ${nomeDe('p')}, 'ativo', d.ativo,
       'data_nascimento', p.data_nascimento, 'email_pessoal', p.email, 'email', p.email_institucional, 'endereco', ${endereco('p')},
       'telefone', ${fone('p.telefone_ddd', 'p.telefone_numero')}, 'numero_oab', d.numero_oab, 'matricula_defensoria', d.matricula_defensoria,
       'data_admissao', d.data_admissao, 'data_referencia', d.data_referencia, 'anotacao', d.anotacao, 'data_exoneracao', d.data_exoneracao,
       'criadoEm', ${iso('d.criado_em')}, 'editadoEm', ${iso('d.editado_em')},
       'criadoPor', case when uc.id is null then null else json_build_object('username', uc.username) end,
       'editadoPor', case when ue.id is null then null else json_build_object('username', ue.username) end, 'versao', p.versao)::text as json
     from defensor d join pessoa p on p.id = d.pessoa_id left join usuario uc on uc.id = d.criado_por left join usuario ue on ue.id = d.editado_por
     where d.id = $1`,
    [id],
  );
  return rows[0]?.json;
}

// The names a history entry's diff points to: one query over the referenced tables of this record's rows.
const NOMES = {
  defensor: `select d.id, ${nomeDe('p')} as nome from defensor d join pessoa p on p.id = d.pessoa_id where d.id = any($1)`,
  estagio: `select g.id, ${nomeDe('p')} || ' (desde ' || to_char(g.data_inicio_estagio, 'DD/MM/YYYY') || ')' as nome
            from estagio g join estagiario e on e.id = g.estagiario_id join pessoa p on p.id = e.pessoa_id where g.id = any($1)`,
  assessor: 'select id, coalesce(nome, cpf) as nome from assessor where id = any($1)',
  setor: "select id, sigla || ' — ' || nome as nome from setor where id = any($1)",
  defensoria: 'select id, nome from defensoria where id = any($1)',
  nucleo: 'select id, nome from nucleo where id = any($1)',
};

async function historico(db, u) {
  const inicio = new Date(`${u.searchParams.get('data_inicial')}T00:00:00`);
  const fim = new Date(`${u.searchParams.get('data_final')}T00:00:00`);
  fim.setDate(fim.getDate() + 1);
  const { rows } = await db.query(
    `select h.id::int as id, h.tabela, h.registro, h.acao, ${iso('h.criado_em')} as "criadoEm",
            case when h.criado_por is null then null else json_build_object('id', h.criado_por, 'username', coalesce(u.username, '(usuário removido)')) end as "criadoPor", h.diff
     from historico h left join usuario u on u.id = h.criado_por
     where h.criado_em >= $3 and h.criado_em < $4 and h.tabela = $1 and h.registro = $2 order by h.criado_em, h.id limit 1000`,
    [u.searchParams.get('tabela'), u.searchParams.get('registro'), inicio, fim],
  );
  const ids = new Map();
  for (const r of rows) {
    for (const [campo, { de, para }] of Object.entries(r.diff)) {
      const tabela = REFERENCIA_DO_CAMPO[campo];
      if (!tabela || !NOMES[tabela]) continue;
      for (const v of [de, para]) if (typeof v === 'number') (ids.get(tabela) ?? ids.set(tabela, new Set()).get(tabela)).add(v);
    }
  }
  const nomes = {};
  await Promise.all(
    [...ids].map(async ([tabela, conjunto]) => {
      for (const n of (await db.query(NOMES[tabela], [[...conjunto]])).rows) nomes[chaveDeNome(tabela, n.id)] = n.nome;
    }),
  );
  return JSON.stringify(
    rows.map((r) => {
      const chaves = Object.entries(r.diff).flatMap(([campo, { de, para }]) => [de, para].filter((v) => typeof v === 'number').map((v) => chaveDeNome(REFERENCIA_DO_CAMPO[campo], v)));
      return { ...r, nomes: Object.fromEntries(chaves.filter((k) => k in nomes).map((k) => [k, nomes[k]])) };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The sheets (issue 13)

const nomeTrim = (p) => `trim(${p}.nome || ' ' || coalesce(${p}.sobrenome, ''))`;

/** The month's list: the page of sheets cut by the intern's name first, with each sheet's summary (ADR 099). */
async function folhasDoMes(db, ano, mes, u) {
  const skip = Number(u.searchParams.get('skip') ?? 0);
  const take = Number(u.searchParams.get('take') ?? 100);
  const vinculo = u.searchParams.get('vinculo');
  const filtro = `f.ano = $1 and f.mes = $2${vinculo === '1' ? ' and f.defensoria_id is not null' : vinculo === '2' ? ' and f.nucleo_id is not null' : ''}`;
  const [pagina, total] = await Promise.all([
    db.query(
      paginaJson(
        `json_build_object('id', f.id, 'ano', f.ano, 'mes', f.mes, 'status', f.status, 'estagioId', f.estagio_id, 'estagiario', json_build_object('id', f.estagiario_id, 'nome', f.nome_completo),
          'responsavel', case when f.responsavel_id is null then null else json_build_object('id', f.responsavel_id, 'nome', ${nomeTrim('pr')}) end,
          'local', f.local, 'unidade', f.unidade,
          'diasSemPreencher', coalesce(r.dias_sem_preencher, 0), 'semanaAcimaDoLimite', coalesce(r.semana_acima, false),
          'editadoEm', ${iso('f.editado_em')})`,
        `(select f.*, p.nome as pnome, p.sobrenome as psobrenome, ${nomeTrim('p')} as nome_completo
          from folha_frequencia f join estagiario e on e.id = f.estagiario_id join pessoa p on p.id = e.pessoa_id
          where ${filtro} order by p.nome, p.sobrenome, f.id offset $3 limit $4) f left join pessoa pr on pr.id = f.responsavel_id
          left join folha_frequencia_resumo r on r.folha_id = f.id`,
        'f.pnome, f.psobrenome, f.id',
      ),
      [ano, mes, skip, take],
    ),
    db.query(`select count(*)::int as n from folha_frequencia f where ${filtro}`, [ano, mes]),
  ]);
  return `[${pagina.rows[0].json},${total.rows[0].n}]`;
}

/** A sheet with its days (each with its history), signatures, notifications and corrections: one statement. */
async function folhaObjeto(db, id) {
  const { rows } = await db.query(
    `select json_build_object('id', f.id, 'ano', f.ano, 'mes', f.mes, 'status', f.status, 'criadoEm', ${iso('f.criado_em')}, 'editadoEm', ${iso('f.editado_em')},
       'criadoPor', case when uc.id is null then null else json_build_object('username', uc.username) end,
       'editadoPor', case when ue.id is null then null else json_build_object('username', ue.username) end, 'versao', f.versao,
       'estagio', json_build_object('id', f.estagio_id, 'local', f.local, 'unidade', f.unidade, 'comarca', f.comarca, 'curso', f.curso,
         'data_inicio_estagio', f.data_inicio_estagio, 'data_fim_estagio', f.data_fim_estagio, 'fim_semana', f.fim_semana,
         'lotacao', json_build_object('entrada', to_char(f.entrada, 'HH24:MI'), 'saida', to_char(f.saida, 'HH24:MI'))),
       'estagiario', json_build_object('id', f.estagiario_id, 'nome', ${nomeTrim('pe')}, 'cpf', coalesce(pe.cpf, '')),
       'responsavel', case when f.responsavel_id is null then null else json_build_object('id', f.responsavel_id, 'nome', ${nomeTrim('pr')}, 'cpf', coalesce(pr.cpf, '')) end,
       'responsavelCpfBruto', pr.cpf,
       'dias', (select coalesce(json_agg(json_build_object('dia', d.dia, 'status', d.status, 'horarioEntrada', to_char(d.horario_entrada, 'HH24:MI'),
           'horarioSaida', to_char(d.horario_saida, 'HH24:MI'), 'justificativa', d.justificativa, 'anexo', d.anexo_id, 'nomeArquivo', a.filename,
           'util', d.util, 'feriado', d.feriado, 'nomeFeriado', d.nome_feriado,
           'historicos', (select coalesce(json_agg(json_build_object('acao', case when h.acao = 'INSERT' then 'CRIAR' else 'ATUALIZAR' end, 'criadoEm', ${iso('h.criado_em')},
               'criadoPor', case when h.criado_por is not null then json_build_object('username', coalesce(hu.username, '(usuário removido)'))
                                 when h.ip is not null then json_build_object('username', ${nomeTrim('pe')}) end, 'diff', h.diff) order by h.criado_em, h.id), '[]')
             from historico h left join usuario hu on hu.id = h.criado_por
             where h.tabela = 'folha_frequencia_dia' and h.acao in ('INSERT', 'UPDATE') and h.registro = d.id::text)) order by d.dia), '[]')
         from folha_frequencia_dia d left join folha_frequencia_anexo a on a.id = d.anexo_id where d.folha_id = f.id),
       'assinaturas', (select coalesce(json_agg(json_build_object('perfilAssinante', s.perfil, 'nome', ${nomeTrim('sp')}, 'criadoEm', ${iso('s.criado_em')}, 'ip', s.ip) order by s.criado_em, s.id), '[]')
         from folha_frequencia_assinatura s join pessoa sp on sp.id = s.pessoa_id where s.folha_id = f.id),
       'notificacoes', (select coalesce(json_agg(json_build_object('criadoEm', ${iso('n.criado_em')}, 'remetente', case when rp.id is null then null else ${nomeTrim('rp')} end,
           'destinatario', ${nomeTrim('dp')}, 'tipo', n.tipo) order by n.criado_em, n.id), '[]')
         from folha_frequencia_notificacao n left join pessoa rp on rp.id = n.remetente_id join pessoa dp on dp.id = n.destinatario_id where n.folha_id = f.id),
       'correcoes', (select coalesce(json_agg(json_build_object('dia', c.dia, 'comentario', c.comentario, 'perfil', c.perfil, 'nome', ${nomeTrim('cp')},
           'criadoEm', ${iso('c.criado_em')}, 'resolvidaEm', ${iso('c.resolvida_em')}) order by c.criado_em, c.id), '[]')
         from folha_frequencia_correcao c join pessoa cp on cp.id = c.pessoa_id where c.folha_id = f.id)
     )::text as json
     from folha_frequencia f join estagiario e on e.id = f.estagiario_id join pessoa pe on pe.id = e.pessoa_id
     left join pessoa pr on pr.id = f.responsavel_id left join usuario uc on uc.id = f.criado_por left join usuario ue on ue.id = f.editado_por
     where f.id = $1`,
    [id],
  );
  if (!rows[0]) return undefined;
  const folha = JSON.parse(rows[0].json);
  // The caller is staff with every permission (the floor has no session): the actions folhas/consultas.ts acoesDaFolha gives it.
  const ator = { dono: false, responsavel: false, podeCriarFolhas: true, servidor: true };
  const editavel = isFolhaEditavel(folha.status);
  const pode = (aprovar) => transicaoDaFolha(folha.status, aprovar, ator, 0).ok;
  delete folha.responsavelCpfBruto;
  folha.estagiario.cpf = formatCpf(folha.estagiario.cpf);
  if (folha.responsavel) folha.responsavel.cpf = formatCpf(folha.responsavel.cpf);
  folha.acoes = {
    preencher: false,
    enviar: editavel && pode(true),
    assinar: !editavel && pode(true),
    devolver: !editavel && pode(false),
    notificar: isFolhaNotificavel(folha.status),
    definirResponsavel: folha.status !== STATUS_FOLHA.Concluida,
    pdf: folha.status === STATUS_FOLHA.Concluida,
  };
  return folha;
}

const { gerarPdf } = await import(new URL('../apps/api/dist/lib/pdf.js', import.meta.url).href);
const ENDERECO_PUBLICO = (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** The concluded sheet's PDF: the same document and PDF maker as SGI, from the sheet above and its stored code. */
async function folhaPdf(db, id) {
  const [folha, codigo] = await Promise.all([folhaObjeto(db, id), db.query('select codigo from folha_frequencia_verificacao where folha_id = $1', [id])]);
  // On the embedded database the floor reads a copy taken before SGI drew the code: a stand-in of the same length.
  const c = codigo.rows[0]?.codigo ?? '0000-0000-0000-0000-0000';
  if (!folha || folha.status !== STATUS_FOLHA.Concluida) return undefined;
  return gerarPdf(documentoDaFolha(folha, { codigo: c, endereco: `${ENDERECO_PUBLICO}/verificar/${c}` }, new Date()));
}

/**
 * Saving days: no session, no rules, the same writes as SGI's salvarDias in one transaction (lock and version check,
 * the days in one UPDATE, the sheet touched so its version moves on), with the caller's address for the history.
 */
async function salvarDias(db, id, req) {
  const partes = [];
  for await (const parte of req) partes.push(parte);
  const dias = JSON.parse(Buffer.concat(partes).toString('utf8'));
  const versao = Number(/\d+/.exec(req.headers['if-match'] ?? '')?.[0]);
  const cliente = await db.connect();
  try {
    await cliente.query('begin');
    await cliente.query(`select set_config('sgi.usuario_id', '', true), set_config('sgi.ip', $1, true)`, [req.socket.remoteAddress ?? '']);
    const { rows } = await cliente.query('select versao from folha_frequencia where id = $1 for update', [id]);
    if (rows[0]?.versao !== versao) {
      await cliente.query('rollback');
      return { status: 409, json: JSON.stringify({ message: 'versão', versaoAtual: rows[0]?.versao }) };
    }
    await cliente.query(
      `update folha_frequencia_dia d set status = x.status, horario_entrada = x.entrada::time, horario_saida = x.saida::time, justificativa = x.justificativa, anexo_id = null
       from jsonb_to_recordset($2::jsonb) as x(dia smallint, status smallint, entrada text, saida text, justificativa varchar)
       where d.folha_id = $1 and d.dia = x.dia`,
      [id, JSON.stringify(dias.map((d) => ({ dia: d.dia, status: d.status, entrada: d.horarioEntrada, saida: d.horarioSaida, justificativa: d.justificativa ?? null })))],
    );
    const nova = await cliente.query('update folha_frequencia set editado_em = now() where id = $1 returning versao', [id]);
    await cliente.query('commit');
    return JSON.stringify({ message: 'Registro Salvo', versao: nova.rows[0].versao });
  } catch (err) {
    await cliente.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    cliente.release();
  }
}

/** A defender's actions (GET periodo?defensor): newest first, with the days and how many offices have a substitute. */
async function acoes(db, u) {
  const defensor = Number(u.searchParams.get('defensor'));
  const [pagina, total] = await Promise.all([
    db.query(
      paginaJson(
        `json_build_object('id', p.id, 'tipo', p.tipo, 'defensor', json_build_object('id', d.id, 'nome', ${nomeDe('pe')}), 'data_inicial', p.data_inicial,
          'data_final', p.data_final, 'data_aquisitiva', p.data_aquisitiva, 'motivo', p.motivo, 'exibiranotacao', p.exibiranotacao,
          'ativorelatorio', p.ativorelatorio, 'pontuar', p.pontuar, 'dias', p.data_final - p.data_inicial + 1,
          'substituicoes', (select count(*)::int from substituicao s where s.periodo_id = p.id and s.substituto_id is not null), 'versao', p.versao)`,
        `(select * from periodo where defensor_id = $3 order by data_inicial desc, id desc offset $1 limit $2) p
          join defensor d on d.id = p.defensor_id join pessoa pe on pe.id = d.pessoa_id`,
        'p.data_inicial desc, p.id desc',
      ),
      [Number(u.searchParams.get('skip') ?? 0), Number(u.searchParams.get('take') ?? 20), defensor],
    ),
    db.query('select count(*)::int as n from periodo where defensor_id = $1', [defensor]),
  ]);
  return `[${pagina.rows[0].json},${total.rows[0].n}]`;
}

/** The actions of a day, one per defender (the earliest), as the Férias home reads them. */
const acoesDoDia = `select distinct on (defensor_id) defensor_id, id, tipo, motivo, data_inicial, data_final from periodo
  where daterange(data_inicial, data_final, '[]') @> $1::date order by defensor_id, data_inicial, id`;

/** The Férias home's summary of a day (GET dashboard/{day}). */
async function resumoDoDia(db, dia) {
  const { rows } = await db.query(
    `with a as (select a.tipo from (${acoesDoDia}) a join defensor d on d.id = a.defensor_id and d.ativo),
          c as (select count(*)::int as nosistema, (count(*) filter (where ativo))::int as ativos from defensor)
     select json_build_object('atuando', c.ativos - (select count(*)::int from a), 'ferias', (select count(*)::int from a where tipo = 0),
       'folgas', (select count(*)::int from a where tipo = 1), 'abonos', (select count(*)::int from a where tipo in (2, 3)),
       'licencas', (select count(*)::int from a where tipo in (4, 5)), 'ativos', c.ativos, 'nosistema', c.nosistema, 'inativos', c.nosistema - c.ativos)::text as json
     from c`,
    [dia],
  );
  return rows[0].json;
}

/** Each defender's situation on a day (GET dashboard?dia&naovazio), by name. */
async function situacoesDoDia(db, dia, naovazio) {
  const { rows } = await db.query(
    paginaJson(
      `json_build_object('defensor', json_build_object('id', d.id, 'nome', ${nomeDe('p')}, 'ativo', d.ativo), 'tipo', a.tipo, 'motivo', a.motivo,
        'inicio', a.data_inicial, 'fim', a.data_final, 'periodo_id', a.id)`,
      `defensor d join pessoa p on p.id = d.pessoa_id left join (${acoesDoDia}) a on a.defensor_id = d.id
        where ${naovazio ? 'a.id is not null' : '(d.ativo or a.id is not null)'}`,
      'p.nome, p.sobrenome, d.id',
    ),
    [dia],
  );
  return rows[0].json;
}

/** A defender's timeline (GET defensor/timeline/{id}): actions, substitutions and active placements, oldest first. */
async function linhaDoTempo(db, id) {
  const { rows } = await db.query(
    `select coalesce(json_agg(e order by e.inicio nulls first, e.tipo_evento, e.id), '[]')::text as json from (
       select 0 as tipo_evento, p.id, p.tipo::int, p.data_inicial as inicio, p.data_final as termino, p.data_aquisitiva as referencia,
              p.motivo as anotacoes, null::text as local, null::text as substituindo
       from periodo p where p.defensor_id = $1
       union all
       select 1, p.id, p.tipo::int, p.data_inicial, p.data_final, null, s.anotacao, df.nome, ${nomeDe('pa')}
       from substituicao s join periodo p on p.id = s.periodo_id join defensoria df on df.id = s.defensoria_id
         join defensor a on a.id = p.defensor_id join pessoa pa on pa.id = a.pessoa_id
       where s.substituto_id = $1
       union all
       select 2, l.id, l.tipo::int, l.data_inicial, l.data_final, null, nullif(concat_ws(' / ', l.anotacao1, l.anotacao2), ''), coalesce(df.nome, n.nome), null
       from lotacao l left join defensoria df on df.id = l.defensoria_id left join nucleo n on n.id = l.nucleo_id
       where l.defensor_id = $1 and l.ativo) e`,
    [id],
  );
  return rows[0].json;
}

/**
 * The Movimentações home (GET dashboard/movimentacoes/{referenciaI}?referenciaf): per defender and month up to the
 * current one, each place owed (an active placement in force on some day of the month) or delivered to, with the
 * deadline (the 10th of the next month, a weekend moving it to Monday), the deliveries and the situation; the chart's
 * totals per month. One statement.
 */
const EMBUTIDO = Boolean(process.env.PISO_PGLITE);
const PT_BR = EMBUTIDO ? '' : 'collate "pt-BR-x-icu"';

async function painelDeMovimentacoes(db, inicio, fim) {
  const { rows } = await db.query(
    `with meses as (
       select to_char(m, 'YYYY-MM') as ref, m::date as inicio, (m + interval '1 month - 1 day')::date as fim,
              (m + interval '1 month' + interval '9 days')::date as dez
       from generate_series(to_date($1, 'YYYY-MM'), least(to_date($2, 'YYYY-MM'), date_trunc('month', current_date)::date), interval '1 month') m),
     prazos as (select ref, inicio, fim, case extract(isodow from dez) when 6 then dez + 2 when 7 then dez + 1 else dez end as prazo from meses),
     entregas as (
       select m.id, m.defensor_id, m.referencia as ref, m.defensoria_id, m.nucleo_id, m.data_recebimento, m.civel, m.criminal,
              (select coalesce(sum(r.quantidade), 0)::int from registro_movimentacao r where r.movimentacao_id = m.id) as atendimentos
       from movimentacao m where m.referencia between (select min(ref) from meses) and (select max(ref) from meses)),
     porChave as (
       select defensor_id, ref, defensoria_id, nucleo_id, min(data_recebimento) as primeira,
              json_agg(json_build_object('movimento_id', id, 'data_recebimento', data_recebimento, 'atendimentos', atendimentos,
                'civel', civel, 'criminal', criminal) order by data_recebimento, id) as lista
       from entregas group by defensor_id, ref, defensoria_id, nucleo_id),
     chaves as (
       select l.defensor_id, p.ref, l.defensoria_id, l.nucleo_id from lotacao l join defensor d on d.id = l.defensor_id and d.ativo
         join prazos p on (l.data_inicial is null or l.data_inicial <= p.fim) and (l.data_final is null or l.data_final >= p.inicio)
         where l.ativo and l.defensor_id is not null
       union select defensor_id, ref, defensoria_id, nucleo_id from porChave),
     situadas as (
       select c.defensor_id, ${nomeDe('pe')} as nome, c.ref, p.prazo, c.defensoria_id, c.nucleo_id, coalesce(df.nome, n.nome) as local,
              coalesce(e.lista, '[]') as lista,
              case when e.primeira is null then case when current_date > p.prazo then 'pendente_vencida' else 'pendente' end
                   when e.primeira > p.prazo then 'atrasada' else 'entregue' end as situacao
       from chaves c join prazos p on p.ref = c.ref join defensor d on d.id = c.defensor_id join pessoa pe on pe.id = d.pessoa_id
         left join defensoria df on df.id = c.defensoria_id left join nucleo n on n.id = c.nucleo_id
         left join porChave e on e.defensor_id = c.defensor_id and e.ref = c.ref
           and e.defensoria_id is not distinct from c.defensoria_id and e.nucleo_id is not distinct from c.nucleo_id),
     porDefensor as (
       select s.defensor_id, min(s.nome) as nome, json_agg(json_build_object('data_referencia', s.ref, 'data_prazo', s.prazo, 'defensoria_id', s.defensoria_id,
                'nucleo_id', s.nucleo_id, 'local', s.local, 'situacao', s.situacao, 'entregas', s.lista)
              order by s.ref, s.local ${PT_BR}) as referencias
       from situadas s group by s.defensor_id),
     totais as (select ref, count(*) filter (where situacao = 'entregue')::int as entregues, count(*) filter (where situacao = 'atrasada')::int as atrasadas,
                  count(*) filter (where situacao like 'pendente%')::int as pendentes from situadas group by ref)
     select json_build_object(
       'linhas', (select coalesce(json_agg(json_build_object('defensor_id', d.defensor_id, 'defensor_nome', d.nome, 'referencias', d.referencias) order by d.nome ${PT_BR}, d.defensor_id), '[]') from porDefensor d),
       'totais', (select coalesce(json_agg(json_build_object('referencia', p.ref, 'entregues', coalesce(t.entregues, 0), 'atrasadas', coalesce(t.atrasadas, 0),
                    'pendentes', coalesce(t.pendentes, 0)) order by p.ref), '[]') from prazos p left join totais t on t.ref = p.ref)
     )::text as json`,
    [inicio, fim],
  );
  if (!EMBUTIDO) return rows[0].json;
  // The embedded database has no ICU collation: names in pt-BR order in Node, as SGI does on both databases.
  const painel = JSON.parse(rows[0].json);
  painel.linhas.sort((a, b) => compararPtBr(a.defensor_nome, b.defensor_nome) || a.defensor_id - b.defensor_id);
  for (const l of painel.linhas) l.referencias.sort((a, b) => a.data_referencia.localeCompare(b.data_referencia) || compararPtBr(a.local, b.local));
  return JSON.stringify(painel);
}

/**
 * The assignment table, layout 1 with the default toggles and no filter (GET relatorio/lotacoes?data&layout=1): the
 * day's rows of the whole state in one statement, then the domain's builder (the table is the domain's, as in SGI).
 */
async function tabelaDeLotacao(db, dia) {
  const { rows } = await db.query(
    `with lot as (
       select l.defensoria_id, l.nucleo_id, l.setor_id, l.defensor_id, l.estagio_id, l.tipo::int as tipo, l.data_inicial, l.data_final, l.ativo,
              l.anotacao1, l.anotacao2, l.diretor
       from lotacao l where l.ativo and (l.defensor_id is not null or l.estagio_id is not null) and ${vigente('l', '$1::date')}),
     ac as (select p.id, p.defensor_id, p.tipo::int as tipo, p.data_inicial, p.data_final, p.motivo, p.exibiranotacao, p.ativorelatorio
       from periodo p where daterange(p.data_inicial, p.data_final, '[]') @> $1::date and p.ativorelatorio),
     sub as (select s.id, s.periodo_id, s.defensoria_id, s.substituto_id from substituicao s where s.periodo_id in (select id from ac))
     select json_build_object(
       'comarcas', (select coalesce(json_agg(json_build_object('id', c.id, 'nome', c.nome, 'prefixo', c.prefixo)), '[]') from comarca c),
       'predios', (select coalesce(json_agg(json_build_object('id', p.id, 'nome', p.nome, 'comarca_id', p.comarca_id)), '[]') from predio p),
       'atuacoes', (select coalesce(json_agg(json_build_object('id', a.id, 'nome', a.nome, 'ordem', a.ordem)), '[]') from atuacao a),
       'defensorias', (select coalesce(json_agg(json_build_object('id', d.id, 'nome', d.nome, 'ordem', d.ordem, 'comarca_id', d.comarca_id,
           'predio_id', d.predio_id, 'atuacao_id', v.atuacao_id, 'vara_id', d.vara_id, 'substituta1_id', d.defensoria_substituta1_id,
           'substituta2_id', d.defensoria_substituta2_id, 'maximo_estagiarios', d.maximo_estagiarios)), '[]')
         from defensoria d left join vara v on v.id = d.vara_id where d.exibirrelatorio),
       'nucleos', '[]'::json,
       'defensores', (select coalesce(json_agg(json_build_object('id', d.id, 'nome', ${nomeDe('p')})), '[]') from defensor d join pessoa p on p.id = d.pessoa_id
         where d.ativo or d.id in (select defensor_id from lot) or d.id in (select defensor_id from ac) or d.id in (select substituto_id from sub)),
       'estagios', '[]'::json,
       'lotacoes', (select coalesce(json_agg(lot), '[]') from lot where lot.defensor_id is not null and lot.defensoria_id is not null),
       'acoes', '[]'::json
     )::text as json`,
    [dia],
  );
  const e = JSON.parse(rows[0].json);
  const filtros = { comarcas: null, defensorias: null, defensores: null };
  const aplicados = filtrosCoerentes(e, filtros, dia);
  const tabela = tabelaDefensoresPorComarca(e, dia, {}, aplicados);
  const naTabela = new Set(e.defensorias.map((d) => d.id));
  const lotacoes = e.lotacoes
    .filter((l) => naTabela.has(l.defensoria_id) && lotacaoNoDia(l, dia))
    .map((l) => ({ defensoria_id: l.defensoria_id, defensor_id: l.defensor_id }));
  const comLotacao = new Set(lotacoes.map((l) => l.defensor_id));
  return JSON.stringify({
    data: dia,
    layout: 1,
    titulo: tituloDaTabela(1),
    geradoEm: new Date().toISOString(),
    vazio: tabela.comarcas.length ? null : mensagemDaTabelaVazia(e, aplicados, 0),
    tabela,
    filtros: {
      comarcas: comarcasOferecidas(e),
      defensorias: e.defensorias.map(({ id, nome, comarca_id }) => ({ id, nome, comarca_id })).sort(porNomePtBr),
      defensores: e.defensores.filter((d) => comLotacao.has(d.id)).map(({ id, nome }) => ({ id, nome })).sort(porNomePtBr),
      lotacoes,
    },
    aplicados,
  });
}

/** The placements active and current on the day $1 (the reports of issue 16). */
const noDia = (l) => `${l}.ativo and ${vigente(l, '$1::date')}`;
const datas = (l) => `${l}.data_inicial::text as data_inicial, ${l}.data_final::text as data_final`;

/** The day's placements and the names of the people in them, as the reports' builders read them (`so`: a further condition on `l`). */
async function lotacoesDoDia(db, dia, so = '') {
  const [l, d, e] = await Promise.all([
    db.query(
      `select l.defensoria_id, l.nucleo_id, l.setor_id, l.defensor_id, l.estagio_id, l.tipo, ${datas('l')}, l.ativo, l.anotacao1, l.anotacao2, l.diretor
       from lotacao l where ${noDia('l')} and (l.defensor_id is not null or l.estagio_id is not null)${so} order by l.id`,
      [dia],
    ),
    db.query(`select d.id, ${nomeDe('p')} as nome, d.titulo from defensor d join pessoa p on p.id = d.pessoa_id
      where d.id in (select l.defensor_id from lotacao l where ${noDia('l')} and l.defensor_id is not null${so})`, [dia]),
    db.query(`select s.id, ${nomeDe('p')} as nome from estagio s join estagiario e on e.id = s.estagiario_id join pessoa p on p.id = e.pessoa_id
      where s.id in (select l.estagio_id from lotacao l where ${noDia('l')} and l.estagio_id is not null${so})`, [dia]),
  ]);
  return { lotacoes: l.rows, defensores: d.rows, estagios: e.rows };
}

/** GET lotacoes-estagiario?data: the structure and the day's placements, built by the domain as SGI builds it. */
async function relatorioEstagiarios(db, dia) {
  const [c, p, s, d, doDia] = await Promise.all([
    db.query('select id, nome, prefixo from comarca order by id'),
    db.query('select id, nome, comarca_id from predio order by id'),
    db.query('select id, sigla, nome, predio_id from setor order by id'),
    db.query(`select id, nome, ordem, comarca_id, predio_id, null as atuacao_id, vara_id, defensoria_substituta1_id as substituta1_id,
      defensoria_substituta2_id as substituta2_id, maximo_estagiarios from defensoria where exibirrelatorio order by id`),
    lotacoesDoDia(db, dia),
  ]);
  const entrada = { comarcas: c.rows, predios: p.rows, setores: s.rows, atuacoes: [], defensorias: d.rows, nucleos: [], ...doDia, acoes: [] };
  return JSON.stringify(relatorioDeEstagiarios(entrada, dia));
}

/** GET relatorio/nucleos?data. */
async function relatorioNucleos(db, dia) {
  const [n, a, doDia] = await Promise.all([
    db.query(`select n.id, n.nome, c.nome as comarca_nome, pr.nome as predio_nome, n.maximo_integrantes as "maximoIntegrantes",
        ${nomeDe('p1')} as substituto1_nome, ${nomeDe('p2')} as substituto2_nome
      from nucleo n join comarca c on c.id = n.comarca_id left join predio pr on pr.id = n.predio_id
        left join defensor s1 on s1.id = n.substituto1_id left join pessoa p1 on p1.id = s1.pessoa_id
        left join defensor s2 on s2.id = n.substituto2_id left join pessoa p2 on p2.id = s2.pessoa_id
      order by n.id`),
    db.query(`select l.nucleo_id, coalesce(a.nome, '') as nome from lotacao l join assessor a on a.id = l.assessor_id
      where ${noDia('l')} and l.nucleo_id is not null order by l.id`, [dia]),
    // only the placements in a núcleo reach the report
    lotacoesDoDia(db, dia, ' and l.nucleo_id is not null'),
  ]);
  const entrada = { comarcas: [], predios: [], atuacoes: [], defensorias: [], ...doDia, acoes: [] };
  return JSON.stringify(relatorioDeNucleos(entrada, n.rows, a.rows, dia));
}

/** GET relatorio/defensores/lotacoes?data&inativos. */
async function relatorioDefensores(db, dia, inativos) {
  const marcas = JSON.stringify(Object.fromEntries(TIPO_VINCULO_OPCOES.map((o) => [o.value, o.marca])));
  const { rows } = await db.query(
    `select coalesce(json_agg(json_build_object('id', d.id, 'nome', ${nomeDe('p')}, 'ativo', d.ativo, 'data_admissao', d.data_admissao,
        'data_referencia', d.data_referencia, 'data_exoneracao', d.data_exoneracao,
        'lotacoes', coalesce((select json_agg(json_build_object('tipo', l.tipo, 'marca', coalesce($2::json ->> l.tipo::text, ''), 'local', coalesce(df.nome, n.nome, ''),
            'nucleo', l.nucleo_id is not null, 'data_inicial', l.data_inicial, 'data_final', l.data_final) order by l.tipo <> 2, l.tipo, l.data_inicial, l.id)
          from lotacao l left join defensoria df on df.id = l.defensoria_id left join nucleo n on n.id = l.nucleo_id
          where l.defensor_id = d.id and ${noDia('l')}), '[]')) order by p.nome, p.sobrenome, d.id), '[]')::text as json
     from defensor d join pessoa p on p.id = d.pessoa_id ${inativos ? '' : 'where d.ativo'}`,
    [dia, marcas],
  );
  return rows[0].json;
}

/** GET relatorio/defensores?todoperiodo&somenteferias. */
async function relatorioFerias(db, todoperiodo, somenteferias) {
  const { rows } = await db.query(
    `select p.id, p.tipo, p.data_inicial::text as data_inicial, p.data_final::text as data_final, p.data_aquisitiva::text as data_aquisitiva,
        p.motivo, p.exibiranotacao, p.defensor_id, ${nomeDe('pe')} as defensor_nome, d.data_admissao::text as data_admissao,
        d.data_referencia::text as data_referencia
     from periodo p join defensor d on d.id = p.defensor_id join pessoa pe on pe.id = d.pessoa_id
     where p.ativorelatorio ${somenteferias ? 'and p.tipo = 0' : ''}`,
  );
  return JSON.stringify(relatorioDeFerias(rows, { todoperiodo, somenteferias, hoje: dataIsoLocal() }));
}

/**
 * The movement report (GET relatorio/movimentacoes/{inicio}/{fim}/true, every filter on): quantities grouped by
 * defender, place, type and category, and the total of each month, in SQL.
 */
async function relatorioDeMovimentacoes(db, inicio, fim) {
  const { rows } = await db.query(
    `with base as (
       select m.defensor_id, m.defensoria_id, m.nucleo_id, r.tipo_id, r.quantidade, m.referencia as mes,
              case when m.civel and not m.criminal then 'civel' when m.criminal and not m.civel then 'criminal' else 'outro' end as categoria
       from movimentacao m join registro_movimentacao r on r.movimentacao_id = m.id
       where m.referencia between to_char($1::date, 'YYYY-MM') and to_char($2::date, 'YYYY-MM')),
     g as (select defensor_id, defensoria_id, nucleo_id, tipo_id, categoria, sum(quantidade)::int as quantidade from base group by 1, 2, 3, 4, 5)
     select json_build_object('inicio', $1::text, 'fim', $2::text, 'porReferencia', true,
       'meses', (select json_agg(to_char(m, 'YYYY-MM') order by m) from generate_series(date_trunc('month', $1::date), date_trunc('month', $2::date), interval '1 month') m),
       'linhas', coalesce((select json_agg(json_build_object('defensor_id', g.defensor_id, 'defensor_nome', ${nomeDe('p')},
           'local_chave', case when g.nucleo_id is not null then 'n' || g.nucleo_id else 'd' || g.defensoria_id end, 'local_nome', coalesce(n.nome, df.nome, ''),
           'local_nucleo', g.nucleo_id is not null, 'tipo_id', t.id, 'tipo_descricao', t.descricao, 'tipo_inicial', t.inicial, 'categoria', g.categoria,
           'quantidade', g.quantidade)
           order by g.defensor_id, case when g.nucleo_id is not null then 'n' || g.nucleo_id else 'd' || g.defensoria_id end, g.tipo_id, g.categoria)
         from g join defensor d on d.id = g.defensor_id join pessoa p on p.id = d.pessoa_id join tipo_movimentacao t on t.id = g.tipo_id
           left join defensoria df on df.id = g.defensoria_id left join nucleo n on n.id = g.nucleo_id), '[]'),
       'porMes', coalesce((select json_agg(json_build_object('mes', x.mes, 'quantidade', x.quantidade) order by x.mes)
         from (select mes, sum(quantidade)::int as quantidade from base group by mes) x), '[]'))::text as json`,
    [inicio, fim],
  );
  return rows[0].json;
}

/** Login: the account, the argon2id check, then the session and the usage log in one statement. */
async function login(db, corpo, ip) {
  const { username, password } = JSON.parse(corpo);
  const { rows } = await db.query('select id, senha_hash, ativo from usuario where lower(username) = $1', [username.toLowerCase()]);
  const u = rows[0];
  if (!u || !u.ativo || !(await verify(u.senha_hash, password))) return null;
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `with s as (insert into sessao (token_hash, escopo, usuario_id, ip, criado_em, ultimo_uso_em) values ($1, 'usuario', $2, $3, now(), now()))
     insert into registro_acesso (tipo, usuario_id, username, ip) values ('LOGIN', $2, $4, $3)`,
    [createHash('sha256').update(token).digest('hex'), u.id, ip, username],
  );
  return JSON.stringify(token);
}

async function responder(db, req) {
  const u = new URL(req.url, 'http://piso');
  const lista = LISTAS[u.pathname];
  if (lista) {
    const [pagina, contagem, extra] = lista;
    const params = [Number(u.searchParams.get('skip') ?? 0), Number(u.searchParams.get('take') ?? 20), ...(extra ? extra() : [])];
    const [p, c] = await Promise.all([db.query(pagina, params), db.query(contagem)]);
    return `[${p.rows[0].json},${c.rows[0].n}]`;
  }
  if (u.pathname === '/api/lotacao') return lotacoes(db, u);
  if (u.pathname === '/api/defensoria/titularidades') return titularidades(db);
  if (u.pathname === '/api/historico') return historico(db, u);
  if (u.pathname === '/api/periodo') return acoes(db, u);
  if (u.pathname === '/api/relatorio/lotacoes') return tabelaDeLotacao(db, u.searchParams.get('data'));
  const dia = u.searchParams.get('data') ?? dataIsoLocal();
  if (u.pathname === '/api/lotacoes-estagiario') return relatorioEstagiarios(db, dia);
  if (u.pathname === '/api/relatorio/nucleos') return relatorioNucleos(db, dia);
  if (u.pathname === '/api/relatorio/defensores/lotacoes') return relatorioDefensores(db, dia, u.searchParams.get('inativos') === 'true');
  if (u.pathname === '/api/relatorio/defensores') {
    return relatorioFerias(db, u.searchParams.get('todoperiodo') === 'true', u.searchParams.get('somenteferias') === 'true');
  }
  let m;
  if (u.pathname === '/api/dashboard') return situacoesDoDia(db, u.searchParams.get('dia'), u.searchParams.get('naovazio') === 'true');
  m = /^\/api\/relatorio\/movimentacoes\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\/true$/.exec(u.pathname);
  if (m) return relatorioDeMovimentacoes(db, m[1], m[2]);
  m = /^\/api\/dashboard\/movimentacoes\/(\d{4}-\d{2})$/.exec(u.pathname);
  if (m) return painelDeMovimentacoes(db, m[1], u.searchParams.get('referenciaf') ?? m[1]);
  m = /^\/api\/dashboard\/(\d{4}-\d{2}-\d{2})$/.exec(u.pathname);
  if (m) return resumoDoDia(db, m[1]);
  m = /^\/api\/defensor\/timeline\/(\d+)$/.exec(u.pathname);
  if (m) return linhaDoTempo(db, Number(m[1]));
  m = /^\/api\/lotacao\/(\d+)$/.exec(u.pathname);
  if (m) return lotacao(db, Number(m[1]));
  m = /^\/api\/defensor\/(\d+)$/.exec(u.pathname);
  if (m) return defensor(db, Number(m[1]));
  m = /^\/api\/folha_frequencia\/listar\/(\d+)\/(\d+)$/.exec(u.pathname);
  if (m) return folhasDoMes(db, Number(m[1]), Number(m[2]), u);
  m = /^\/api\/folha_frequencia\/(\d+)\/pdf$/.exec(u.pathname);
  if (m) return folhaPdf(db, Number(m[1]));
  m = /^\/api\/folha_frequencia\/(\d+)$/.exec(u.pathname);
  if (m && req.method === 'PUT') return salvarDias(db, Number(m[1]), req);
  if (m) return folhaObjeto(db, Number(m[1])).then((f) => f && JSON.stringify(f));
  if (u.pathname === '/api/auth' && req.method === 'POST') {
    const partes = [];
    for await (const parte of req) partes.push(parte);
    return login(db, Buffer.concat(partes).toString('utf8'), req.socket.remoteAddress ?? '');
  }
  return undefined;
}

async function abrir() {
  if (process.env.PISO_PGLITE) {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create({ dataDir: process.env.PISO_PGLITE });
    // One connection: a transaction holds it, so the clients of the writes take turns (a chain of promises).
    let vez = Promise.resolve();
    const connect = () =>
      new Promise((entregar) => {
        vez = vez.then(() => new Promise((liberar) => entregar({ query: (texto, params) => pglite.query(texto, params), release: liberar })));
      });
    return { query: (texto, params) => pglite.query(texto, params), connect, close: () => pglite.close() };
  }
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({ connectionString: process.env.PISO_PG_URL, max: 10 });
  pool.on('error', () => undefined);
  return { query: (texto, params) => pool.query(texto, params), connect: () => pool.connect(), close: () => pool.end() };
}

const db = await abrir();
const servidor = http.createServer((req, res) => {
  responder(db, req).then(
    (json) => {
      if (json === undefined) {
        res.writeHead(json === undefined && req.url.startsWith('/api/auth') ? 401 : 404, { 'content-type': 'application/json; charset=utf-8' });
        return res.end('{"message":"piso: sem rota"}');
      }
      if (Buffer.isBuffer(json)) {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(json);
      }
      if (typeof json === 'object') {
        res.writeHead(json.status, { 'content-type': 'application/json; charset=utf-8' });
        return res.end(json.json);
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(json);
    },
    (err) => {
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: err.message }));
    },
  );
});
servidor.keepAliveTimeout = 60_000;
servidor.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('pronto'));
const parar = () => servidor.close(() => db.close().then(() => process.exit(0)));
process.on('SIGTERM', parar);
process.on('SIGINT', parar);
