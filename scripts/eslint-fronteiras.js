// The module boundaries of DESIGN §1 as a lint rule (issue 11), so a wrong import fails `npm run lint`:
// - apps/web/src/features/X imports neither apps/web/src/features/Y (Y ≠ X) nor apps/web/src/app;
// - apps/web/src/components and apps/web/src/lib import neither features nor app;
// - packages/domain/src imports only zod, vitest (its tests) and its own files.
import path from 'node:path';

const RAIZ = path.resolve(import.meta.dirname, '..');
const WEB = path.join(RAIZ, 'apps/web/src');
const DOMINIO = path.join(RAIZ, 'packages/domain/src');

/** The part of apps/web/src a file belongs to: ['features', 'comarcas'], ['app'], ['components'], ... */
function parteDaWeb(arquivo) {
  const rel = path.relative(WEB, arquivo);
  if (rel.startsWith('..')) return null;
  const [topo, sub] = rel.split(path.sep);
  return topo === 'features' ? ['features', sub] : [topo];
}

/** Why this import crosses a boundary, or null. Exported for its test. */
export function violacao(arquivo, fonte) {
  if (arquivo.startsWith(DOMINIO + path.sep)) {
    if (fonte.startsWith('.')) return path.resolve(path.dirname(arquivo), fonte).startsWith(DOMINIO) ? null : 'O domínio só importa os próprios arquivos.';
    return fonte === 'zod' || fonte === 'vitest' ? null : `O domínio só importa zod (não ${fonte}).`;
  }
  const de = parteDaWeb(arquivo);
  if (!de || !fonte.startsWith('.')) return null;
  const para = parteDaWeb(path.resolve(path.dirname(arquivo), fonte));
  if (!para) return null;
  if (de[0] === 'features') {
    if (para[0] === 'app') return 'Uma feature não importa app/.';
    if (para[0] === 'features' && para[1] !== de[1]) return `A feature ${de[1]} não importa a feature ${para[1]}: leve o que é comum para components/ ou lib/.`;
  }
  if ((de[0] === 'components' || de[0] === 'lib') && (para[0] === 'features' || para[0] === 'app')) {
    return `${de[0]}/ não importa ${para[0]}/.`;
  }
  return null;
}

export const fronteiras = {
  meta: { type: 'problem', schema: [], docs: { description: 'Fronteiras entre os módulos (DESIGN §1).' } },
  create(context) {
    const verificar = (no) => {
      const fonte = no.source && no.source.type === 'Literal' ? no.source.value : null;
      if (typeof fonte !== 'string') return;
      const motivo = violacao(context.filename, fonte);
      if (motivo) context.report({ node: no.source, message: motivo });
    };
    return { ImportDeclaration: verificar, ExportNamedDeclaration: verificar, ExportAllDeclaration: verificar, ImportExpression: verificar };
  },
};
