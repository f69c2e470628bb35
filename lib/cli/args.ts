// A strict argv parser: positionals, `--name value`, `--name=value`, boolean flags and `--` ending options, checked
// against what the command takes. Example: parseArgs(['--dealer', 'N', '1S P 2S'], { options: ['dealer'], positionals: CALLS })
// → ok({ positionals: ['1S P 2S'], options: { dealer: 'N' }, flags: [] }); parseArgs(['--frob'], {}) → unknown-option.

import { err, issue, ok, type Issue, type Result } from '../result';

export interface CliArgs {
  readonly positionals: readonly string[];
  readonly options: Readonly<Record<string, string>>;
  readonly flags: readonly string[];
}

/** What a command takes on the command line; anything else is refused. */
export interface ArgSpec {
  /** Options that take a value (`--dealer N`, `--dealer=N`). */
  readonly options?: readonly string[];
  /** The options among them that must be given. */
  readonly required?: readonly string[];
  /** Options that take no value (`--export`). */
  readonly flags?: readonly string[];
  /** The words that are not options: their name in the usage ('<hand>') and how many (none when absent). */
  readonly positionals?: { readonly name: string; readonly min: number; readonly max: number };
}

/** The longest piece of an argument an error message repeats. */
const ARGUMENT_SHOWN = 40;

/** `text` cut to `max` characters (code points, so no emoji is split), the cut marked with '…'. */
export function shortened(text: string, max = ARGUMENT_SHOWN): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const isOptionWord = (word: string): boolean => word.startsWith('--') && word.length > 2;

/**
 * Reads argv against `spec`. Problems, the first one in word order: unknown-option (a flag given a value counts
 * as one), missing-value (an option at the end or before another option), then extra-argument, missing-option
 * and missing-argument. Their params name the argument, cut to ARGUMENT_SHOWN characters.
 * A value may start with a single dash (`--tricks -1`); a repeated option keeps its last value.
 */
export function parseArgs(argv: readonly string[], spec: ArgSpec): Result<CliArgs, Issue> {
  const positionals: string[] = [];
  const options: Record<string, string> = {};
  const flags: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!isOptionWord(word)) {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const name = word.slice(2, eq < 0 ? undefined : eq);
    if ((spec.flags ?? []).includes(name) && eq < 0) {
      if (!flags.includes(name)) flags.push(name);
    } else if (!(spec.options ?? []).includes(name)) {
      return err(issue('unknown-option', { option: shortened((spec.flags ?? []).includes(name) ? word : `--${name}`) }));
    } else if (eq >= 0) {
      options[name] = word.slice(eq + 1);
    } else if (i + 1 < argv.length && !isOptionWord(argv[i + 1]) && argv[i + 1] !== '--') {
      options[name] = argv[++i];
    } else {
      return err(issue('missing-value', { option: `--${name}` }));
    }
  }
  const most = spec.positionals?.max ?? 0;
  if (positionals.length > most) return err(issue('extra-argument', { argument: shortened(positionals[most]) }));
  const missing = (spec.required ?? []).find((name) => !Object.hasOwn(options, name));
  if (missing !== undefined) return err(issue('missing-option', { option: `--${missing}` }));
  if (spec.positionals && positionals.length < spec.positionals.min) return err(issue('missing-argument', { argument: spec.positionals.name }));
  return ok({ positionals, options, flags });
}
