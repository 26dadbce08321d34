import { describe, expect, it } from 'vitest';
import { runPacebandProcess } from '../../tests/support/run-cli.ts';

// The only tests that start the binary (tsx compiles it: seconds on a loaded machine): its wiring
// of the process's streams and exit code. Every command's behaviour is tested in process.
describe('the paceband binary', { timeout: 120_000 }, () => {
  it('--help lists every command on standard output and exits 0', () => {
    const run = runPacebandProcess('--help', [], { timeoutMs: 110_000 });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^usage: paceband <[a-z|]+> … \(paceband <command> --help\)\n\ncommands:\n/);
    for (const command of ['course', 'plan', 'band', 'watch', 'actual', 'hills', 'user'])
      expect(run.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it('refuses bad input with one line on standard error and exit code 2', () => {
    const run = runPacebandProcess('plan', ['--goal', 'soon', '--distance', '10'], { timeoutMs: 110_000 });
    expect(run.stdout).toBe('');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^paceband plan: [^\n]+\n$/);
  });
});
