import { describe, expect, it, vi } from 'vitest';
import { lazyChunkFilename } from '../../plugins/lazy-chunk-names';
import { lazyProgress } from '../../theme/shims/nprogress';

// routeNeeds imports the site data module that only the build provides.
const loadSidebar = vi.fn(async (_lang: string) => {});
vi.mock('virtual-site-data', () => ({ loadSidebar }));
const { beforeRoute, isHomeRoute, isOverviewPage } = await import('../../theme/routeNeeds');
const { LazyLanding } = await import('../../theme/components/Landing/LazyLanding');
const { OverviewChunk } = await import('../../theme/components/Overview/LazyOverview');

describe('lazy chunk names', () => {
  it('names lazy chunks by id and build hash, keeping the hash length', () => {
    expect(lazyChunkFilename('static/js/async/[name].[contenthash:10].js')).toBe('static/js/async/[id].[fullhash:10].js');
    expect(lazyChunkFilename('static/js/async/[contenthash:8].js')).toBe('static/js/async/[id].[fullhash:8].js');
    // The dev server's names carry no hash, and keep their chunk names.
    expect(lazyChunkFilename('static/js/async/[name].js')).toBe('static/js/async/[name].js');
  });
});

describe('lazy progress bar', () => {
  const fakeBar = () => ({ configure: vi.fn(), start: vi.fn(), done: vi.fn() });

  it('loads the bar on the first start, configured, and starts it', async () => {
    const bar = fakeBar();
    const load = vi.fn(async () => bar);
    const progress = lazyProgress(load);
    progress.configure({ showSpinner: false });
    expect(load).not.toHaveBeenCalled();
    progress.start();
    await new Promise(setImmediate);
    expect(bar.configure).toHaveBeenCalledWith({ showSpinner: false });
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.done();
    expect(bar.done).toHaveBeenCalledTimes(1);
    progress.start();
    expect(bar.start).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not start a bar that was done before it arrived', async () => {
    const bar = fakeBar();
    const progress = lazyProgress(async () => bar);
    progress.start();
    progress.done();
    await new Promise(setImmediate);
    expect(bar.start).not.toHaveBeenCalled();
  });
});

describe('route needs', () => {
  const pageModule = (frontmatter: Record<string, unknown>) => ({ default: { __RSPRESS_PAGE_META: { 'en%2Fconfig%2Findex.mdx': { frontmatter } } } });

  it('tells home routes and overview pages', () => {
    expect(isHomeRoute('/', 'en')).toBe(true);
    expect(isHomeRoute('/zh/', 'zh')).toBe(true);
    expect(isHomeRoute('/zh/', 'en')).toBe(false);
    expect(isHomeRoute('/guide/start/', 'en')).toBe(false);
    expect(isOverviewPage(pageModule({ overview: true }))).toBe(true);
    expect(isOverviewPage(pageModule({ overview: 'yes' }))).toBe(false);
    expect(isOverviewPage({})).toBe(false);
  });

  it('a home route loads the landing, no sidebar', async () => {
    const landing = vi.spyOn(LazyLanding, 'preload').mockResolvedValue(() => null);
    loadSidebar.mockClear();
    await beforeRoute('/zh/', 'zh', Promise.resolve(pageModule({ pageType: 'home' })));
    expect(landing).toHaveBeenCalledTimes(1);
    expect(loadSidebar).not.toHaveBeenCalled();
    landing.mockRestore();
  });

  it('a doc route loads its language sidebar, and the overview once its module says it is an overview page', async () => {
    const overview = vi.spyOn(OverviewChunk, 'preload').mockResolvedValue(() => null);
    loadSidebar.mockClear();
    await beforeRoute('/zh/guide/start/', 'zh', Promise.resolve(pageModule({})));
    expect(loadSidebar).toHaveBeenCalledWith('zh');
    expect(overview).not.toHaveBeenCalled();
    await beforeRoute('/config/', 'en', Promise.resolve(pageModule({ overview: true })));
    expect(loadSidebar).toHaveBeenLastCalledWith('en');
    expect(overview).toHaveBeenCalledTimes(1);
    overview.mockRestore();
  });
});
