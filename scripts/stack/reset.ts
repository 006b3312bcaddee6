/** `npm run reset`: wipes local accounts and documents together. */
import { rmSync } from 'node:fs';
import { DATA_DIR } from './stack.ts';

rmSync(DATA_DIR, { recursive: true, force: true });
console.log('[nasl] local data wiped (.local-data/): accounts and documents');
