import { describe, expect, it } from 'vitest';
import { installScript, plan, type Probes } from './preflight';

const debian = (over: Partial<Probes>): Probes => ({ chromium: true, postgres: true, root: false, aptGet: true, ...over });

describe('the test preflight', () => {
  it('lets npm test go on when Chromium and PostgreSQL are there, root or not, apt-get or not', () => {
    expect(plan(debian({}))).toEqual({ action: 'ready' });
    expect(plan(debian({ root: true }))).toEqual({ action: 'ready' });
    expect(plan(debian({ aptGet: false }))).toEqual({ action: 'ready' });
  });

  it('as root installs only what is missing, PostgreSQL without the main cluster its package would start', () => {
    expect(plan(debian({ root: true, chromium: false }))).toEqual({
      action: 'install',
      packages: ['chromium'],
      script: 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    });
    const both = plan(debian({ root: true, chromium: false, postgres: false }));
    expect(both).toMatchObject({ action: 'install', packages: ['chromium', 'postgresql'] });
    const script = both.action === 'install' ? both.script : '';
    expect(script.indexOf('create_main_cluster = false')).toBeGreaterThanOrEqual(0);
    expect(script.indexOf('create_main_cluster = false')).toBeLessThan(script.indexOf('apt-get install'));
    expect(script).toMatch(/apt-get install -y -qq chromium postgresql$/);
  });

  it('without root stops at once with the one command to run', () => {
    const p = plan(debian({ postgres: false }));
    expect(p.action).toBe('stop');
    const message = p.action === 'stop' ? p.message : '';
    expect(message).toContain('npm test needs postgresql');
    expect(message).toContain(`sudo sh -c "${installScript(['postgresql'])}"`);
    expect(message.match(/sudo/g)).toHaveLength(1);
  });

  it('never installs over a CHROMIUM_PATH or PG_BINDIR that names nothing: it says which one is wrong', () => {
    expect(plan(debian({ root: true, chromium: false, chromiumPath: '/opt/none' }))).toEqual({
      action: 'stop',
      message: 'CHROMIUM_PATH=/opt/none names no file: fix or unset it.',
    });
    expect(plan(debian({ postgres: false, pgBinDir: '/opt/pg' }))).toMatchObject({
      action: 'stop',
      message: expect.stringContaining('PG_BINDIR=/opt/pg holds no initdb') as string,
    });
  });

  it('without apt-get stops and names the variables that point the tests at other installs', () => {
    for (const root of [true, false]) {
      const p = plan(debian({ chromium: false, aptGet: false, root }));
      expect(p).toMatchObject({ action: 'stop' });
      expect(p.action === 'stop' && p.message).toMatch(/needs chromium, .*no apt-get.*CHROMIUM_PATH=.*PG_BINDIR=/);
    }
  });
});
