/** Runs Lighthouse (mobile and desktop presets) against the served site. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { medianRun, runFromLhr } from './lighthouse-summary';
import type { FormFactor, LighthouseFigures, LighthouseRun } from './types';

/** One Lighthouse run in a fresh headless Chromium: the default (mobile) config or the desktop one. */
async function runOnce(url: string, formFactor: FormFactor): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) console.warn(`  ${url} ${formFactor}: ${result.lhr.runtimeError.message}`);
    return runFromLhr(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** Median run (by performance score) of `runs` runs, for each page and form factor. */
export async function measureLighthouse(
  origin: string,
  pagePaths: string[],
  runs: number,
  formFactors: FormFactor[],
): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const pagePath of pagePaths) {
    for (const formFactor of formFactors) {
      const all: LighthouseRun[] = [];
      for (let i = 0; i < runs; i += 1) {
        console.error(`  Lighthouse ${pagePath} ${formFactor} run ${i + 1}/${runs}`);
        all.push(await runOnce(origin + pagePath, formFactor));
      }
      results.push({
        path: pagePath,
        formFactor,
        runs,
        performanceScores: all.map((run) => run.performance),
        ...medianRun(all),
      });
    }
  }
  return results;
}
