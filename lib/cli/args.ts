// A tiny argv parser: positionals, `--name value`, `--name=value`, boolean flags, and `--` ending options.
// Example: parseArgs(['--dealer', 'N', '1S P 2S'], []) → { positionals: ['1S P 2S'], options: { dealer: 'N' }, flags: [] }.

export interface CliArgs {
  readonly positionals: readonly string[];
  readonly options: Readonly<Record<string, string>>;
  readonly flags: readonly string[];
}

/**
 * `flagNames` are the options that take no value; every other `--name` takes the next word as its value
 * (so `--tricks -1` works). A value-taking option at the very end gets '' (reported by the command's check).
 */
export function parseArgs(argv: readonly string[], flagNames: readonly string[]): CliArgs {
  const positionals: string[] = [];
  const options: Record<string, string> = {};
  const flags: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!word.startsWith('--') || word.length === 2) {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const name = word.slice(2, eq < 0 ? undefined : eq);
    if (flagNames.includes(name)) {
      flags.push(name);
    } else if (eq >= 0) {
      options[name] = word.slice(eq + 1);
    } else {
      options[name] = argv[i + 1] ?? '';
      i++;
    }
  }
  return { positionals, options, flags };
}
