// The PBN reader and writer, in a bundle of its own (scripts/cli-bundle.mjs). Example: PBN_COMMANDS.pbn.flags → ['export'].

import type { CliCommand } from '../command';
import { pbn } from '../commands/pbn';

export const PBN_COMMANDS: Readonly<Record<string, CliCommand>> = { pbn };
