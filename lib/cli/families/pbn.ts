// The PBN and LIN readers and writers, in a bundle of their own (scripts/cli-bundle.mjs). Example: PBN_COMMANDS.pbn.flags → ['export'].

import type { CliCommand } from '../command';
import { lin } from '../commands/lin';
import { pbn } from '../commands/pbn';

export const PBN_COMMANDS: Readonly<Record<string, CliCommand>> = { pbn, lin };
