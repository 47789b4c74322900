// `npm run restore -- FILE [--force]`: restores a copy made by `npm run backup` into an empty DATA_DIR.
import { caminhoDoOperador, executar } from './lib/embedded.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const arquivos = args.filter((a) => a !== '--force');
if (args.includes('-h') || args.includes('--help') || arquivos.length !== 1 || arquivos[0].startsWith('-')) {
  console.log(`Uso: npm run restore -- ARQUIVO [--force]

Restaura em DATA_DIR (padrão ./data) a cópia gerada por npm run backup.
Só grava numa pasta de dados vazia; com --force, o banco atual é movido para
DATA_DIR/pgdata.bak-<data> antes da restauração. O servidor precisa estar parado.`);
  process.exit(args.includes('-h') || args.includes('--help') ? 0 : 1);
}
const arquivo = caminhoDoOperador(arquivos[0]);

await executar(async ({ restoreEmbedded, dataDir }) => {
  console.log(`Restaurando ${arquivo} em ${dataDir}...`);
  const { tabelas, anterior } = await restoreEmbedded(dataDir, arquivo, { force });
  if (anterior) console.log(`O banco que estava na pasta foi movido para ${anterior}.`);
  console.log(`Banco restaurado (${tabelas} tabelas). Inicie o servidor com npm start.`);
});
