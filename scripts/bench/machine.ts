/** Where a result was measured: the machine and the git commit. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { chromiumVersion } from './chromium';
import type { GitInfo, MachineInfo } from './types';

/** CPU, memory, platform, Node and Chromium versions of this machine. */
export function machineInfo(): MachineInfo {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    totalMemBytes: os.totalmem(),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion(),
  };
}

/** HEAD's commit, and whether the worktree has uncommitted changes. */
export function gitInfo(cwd: string): GitInfo {
  const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain') !== '' };
}
