import { ConfigurationError, registerSecret } from '@scheduling-agent/llm-service';

/**
 * `${VAR}` and `${VAR:-default}`, as Claude Code expands them in `.mcp.json`
 * (https://code.claude.com/docs/en/mcp, "Environment variable expansion"), and VS Code's `${env:VAR}`
 * (https://code.visualstudio.com/docs/reference/mcp-configuration), so a config written for either works here.
 */
const VARIABLE = /\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

/**
 * A config value with every variable reference replaced from `environment`. A variable that is not set and has no
 * default stops start-up, naming the variable and the server, never a value. A value that came from a variable in a
 * header is a secret (a token, an API key): it is registered for redaction, so no output ever shows it.
 */
export function expandVariables(
  value: string,
  where: { server: string; secret?: boolean },
  environment: NodeJS.ProcessEnv = process.env,
): string {
  return value.replace(VARIABLE, (_reference, name: string, fallback: string | undefined) => {
    const found = environment[name] || fallback;
    if (found === undefined) {
      throw new ConfigurationError(
        `The MCP config's server "${where.server}" uses \${${name}}, which is not set: set it, or give a default (\${${name}:-value}).`,
      );
    }
    if (where.secret) registerSecret(found);
    return found;
  });
}
