// Writes the OpenAPI document to the given file, or to the checked-in `openapi.json` of this package.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../src/openapi.ts';

const target = process.argv[2] ?? fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
