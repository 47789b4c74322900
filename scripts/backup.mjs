// `npm run backup -- [FILE]`: copies the embedded database (DATA_DIR) into a .tar.gz. The server must be stopped.
import { caminhoDoOperador, executar, tamanho } from './lib/embedded.mjs';

const args = process.argv.slice(2);
if (args.includes('-h') || args.includes('--help') || args.length > 1) {
  console.log(`Uso: npm run backup -- [ARQUIVO]

Copia o banco embutido (pasta DATA_DIR, padrão ./data) para ARQUIVO (.tar.gz).
Sem ARQUIVO, grava sgi-backup-<data>-<hora>.tar.gz na pasta atual.
O servidor precisa estar parado. Para restaurar: npm run restore -- ARQUIVO`);
  process.exit(args.length > 1 ? 1 : 0);
}

// Local time in the default name: the operator looks for "yesterday's 23:00 copy", not a UTC one.
const agora = new Date();
const doisDigitos = (n) => String(n).padStart(2, '0');
const padrao =
  `sgi-backup-${agora.getFullYear()}${doisDigitos(agora.getMonth() + 1)}${doisDigitos(agora.getDate())}` +
  `-${doisDigitos(agora.getHours())}${doisDigitos(agora.getMinutes())}${doisDigitos(agora.getSeconds())}.tar.gz`;
const arquivo = caminhoDoOperador(args[0] ?? padrao);

await executar(async ({ backupEmbedded, dataDir }) => {
  console.log(`Copiando o banco de ${dataDir}...`);
  const { bytes } = await backupEmbedded(dataDir, arquivo);
  console.log(`Cópia de segurança gravada em ${arquivo} (${tamanho(bytes)}).`);
});
