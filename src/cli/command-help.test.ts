import { describe, expect, it } from 'vitest';
import { CLI_COMMANDS } from '../composition.ts';
import { formatHelp } from './command-help.ts';

describe('paceband --help', () => {
  it.each(Object.keys(CLI_COMMANDS))('%s lists its options, each with an example of the command', async (name) => {
    const { help } = await CLI_COMMANDS[name]!();
    expect(help, `${name} exports no help`).toBeDefined();
    expect(help!.usage).toMatch(new RegExp(`^paceband ${name}\\b`));
    expect(help!.options.length).toBeGreaterThan(0);
    for (const option of help!.options) {
      expect(option.flag).toMatch(/^--[a-z]/);
      expect(option.example).toMatch(new RegExp(`^paceband ${name} `));
      // The example uses the option it illustrates.
      expect(option.example).toContain(option.flag.split(/[ =,]/)[0]);
    }
    const text = formatHelp(help!);
    expect(text).toMatch(new RegExp(`^usage: paceband ${name}`));
    expect(text.match(/^\s+e\.g\. paceband /gm)).toHaveLength(help!.options.length);
  });
});
