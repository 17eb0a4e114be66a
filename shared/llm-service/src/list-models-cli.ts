import { parseArgs } from 'node:util';
import { listModels } from './list-models.ts';
import { loadEnvFile } from './load-env.ts';
import { MODEL_FLAGS, MODEL_FLAGS_HELP, modelOptionsFromFlags } from './model-flags.ts';
import { redact } from './redact.ts';

const HELP = `Lists the models a provider offers, one per line: npm run models -- --provider NAME

${MODEL_FLAGS_HELP}`;

/** `npm run models`: prints the provider's model list; a failure is one line and exit code 2. */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { ...MODEL_FLAGS, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  loadEnvFile();
  for (const name of await listModels(modelOptionsFromFlags(values))) console.log(name);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`error: ${redact(error instanceof Error ? error.message : String(error))}`);
    process.exitCode = 2;
  },
);
