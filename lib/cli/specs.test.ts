import { describe, expect, it } from 'vitest';
import { MAX_DEALS } from '../bidder-api/fields';
import { MAX_QUIZ_ITEMS, QUIZ_FIELDS } from '../bidder-api/quiz-answer';
import { BIDDER_COMMANDS } from './families/bidder';
import { EVALUATE_COMMANDS } from './families/evaluate';
import { LIGHT_COMMANDS } from './families/light';
import { PBN_COMMANDS } from './families/pbn';
import { usage } from './help';
import { COMMANDS } from './registry';
import { SPECS } from './specs';

/** The spec part of a command, as SPECS holds it. */
function specOf(command: (typeof COMMANDS)[string]): unknown {
  const { usage, summary, fields, options, required, flags, positionals } = command;
  return Object.fromEntries(Object.entries({ usage, summary, fields, options, required, flags, positionals }).filter(([, v]) => v !== undefined));
}

describe('the command specs', () => {
  it('name every command, and each command is its spec and its handler', () => {
    expect(Object.keys(COMMANDS).sort()).toEqual(Object.keys(SPECS).sort());
    for (const [name, command] of Object.entries(COMMANDS)) expect(specOf(command), name).toEqual(SPECS[name as keyof typeof SPECS]);
  });

  it('bound deal and quiz as their handlers do', () => {
    expect(SPECS.deal.usage).toContain(`--count 1..${MAX_DEALS}]`);
    expect(SPECS.quiz.usage).toContain(`--count 1..${MAX_QUIZ_ITEMS}]`);
    expect(SPECS.quiz.fields).toEqual(QUIZ_FIELDS);
  });

  it('give help every command in their order, whichever family holds its code', () => {
    const listed = (usage() as { commands: { name: string; usage: string }[] }).commands;
    expect(listed.map((c) => c.name)).toEqual(Object.keys(SPECS));
    expect(listed.find((c) => c.name === 'bid')?.usage).toBe(SPECS.bid.usage);
    // the light family's help is the whole command line's help
    expect(LIGHT_COMMANDS.help.handle({})).toEqual(COMMANDS.help.handle({}));
  });

  it('split the commands into families that share no name, batch aside', () => {
    const families = [LIGHT_COMMANDS, EVALUATE_COMMANDS, BIDDER_COMMANDS, PBN_COMMANDS].map((f) => Object.keys(f));
    expect(families.flat().sort()).toEqual(Object.keys(COMMANDS).filter((name) => name !== 'batch').sort());
    expect(new Set(families.flat()).size).toBe(families.flat().length);
  });
});
