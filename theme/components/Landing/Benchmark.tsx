import { useEffect, useMemo, useRef, useState } from 'react';
import type { Lang } from '../../../site/i18n';
import { type BenchmarkGroup, benchmarkGroups, benchmarkSource } from '../../../site/benchmark';
import { benchmarkMetricLabels, landingT } from '../../../site/landing';
import { barProgress, barWidth, formatBenchmarkTime, largestTime } from './benchmarkMath';
import { usePrefersReducedMotion, useSeenOnce } from './hooks';
import { LineIcon } from '../Icon/LineIcon';
import { SectionHeader } from './SectionHeader';
import styles from './Benchmark.module.css';

export interface BenchmarkChartProps {
  groups: readonly BenchmarkGroup[];
  lang: Lang;
  /** Group drawn in the brand colour. */
  highlight?: string;
}

type ChartState = 'idle' | 'running' | 'done';

/**
 * Seconds since the chart first came into view; it then runs until the
 * longest bar is full. Infinity (final values at once) under reduced motion.
 */
function useChartClock(seen: boolean, duration: number): number {
  // `seen` only turns true in the browser, after hydration: asking the media
  // query there means the chart never shows a first frame of the animation
  // before the reduced-motion preference has reached the state.
  const reduced =
    usePrefersReducedMotion() || (seen && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!seen) return;
    if (reduced) {
      setElapsed(Number.POSITIVE_INFINITY);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const seconds = (now - start) / 1000;
      setElapsed(seconds >= duration ? Number.POSITIVE_INFINITY : seconds);
      if (seconds < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [seen, reduced, duration]);
  return seen && reduced ? Number.POSITIVE_INFINITY : elapsed;
}

/** Bars of each group's metrics, animated once when first scrolled into view. */
export function BenchmarkChart({ groups, lang, highlight }: BenchmarkChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const maxTime = useMemo(() => largestTime(groups), [groups]);
  const seen = useSeenOnce(ref);
  const elapsed = useChartClock(seen, maxTime);
  const state: ChartState = !seen ? 'idle' : elapsed === Number.POSITIVE_INFINITY ? 'done' : 'running';

  return (
    <div ref={ref} className={styles.chart} data-state={state} data-testid="benchmark-chart">
      {groups.map((group) => (
        <div
          key={group.label}
          className={group.label === highlight ? `${styles.group} ${styles.highlight}` : styles.group}
          role="group"
          aria-label={group.label}
        >
          <div className={styles.label} aria-hidden="true">
            {group.label}
          </div>
          <dl className={styles.metrics}>
            {group.metrics.map((metric) => {
              const progress = barProgress(metric.time, elapsed);
              return (
                <div key={metric.desc} className={styles.metric}>
                  <dt className={styles.metricName}>{benchmarkMetricLabels[metric.desc][lang]}</dt>
                  <dd className={styles.value}>
                    <span className={styles.track} aria-hidden="true">
                      <span
                        className={styles.bar}
                        data-testid="benchmark-bar"
                        data-progress={progress.toFixed(3)}
                        style={{ width: `${(barWidth(metric.time, maxTime) * progress * 100).toFixed(3)}%` }}
                      />
                    </span>
                    <span className={styles.readout} aria-hidden="true" data-testid="benchmark-readout">
                      {formatBenchmarkTime(metric.time * progress)}
                    </span>
                    <span className={styles.srOnly}>{formatBenchmarkTime(metric.time)}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
    </div>
  );
}

/** Landing page section: title, description, chart and the figures' source. */
export function Benchmark({ lang }: { lang: Lang }) {
  return (
    <section className={styles.section} aria-labelledby="landing-benchmark-title">
      <SectionHeader
        id="landing-benchmark-title"
        title={landingT('benchmarkTitle', lang)}
        description={landingT('benchmarkDesc', lang)}
      />
      <figure className={styles.figure}>
        <figcaption className={styles.caption}>{landingT('benchmarkCaption', lang)}</figcaption>
        <BenchmarkChart groups={benchmarkGroups} lang={lang} highlight="Rsbuild" />
        <p className={styles.source}>
          {landingT('benchmarkSourcePrefix', lang)}{' '}
          <a href={benchmarkSource.url} target="_blank" rel="noopener noreferrer" className={styles.sourceLink}>
            {benchmarkSource.name}
            <LineIcon name="external" className={styles.external} />
            <span className={styles.srOnly}> {landingT('opensInNewTab', lang)}</span>
          </a>
          {lang === 'zh' ? '，' : ', '}
          {landingT('benchmarkSourceSuffix', lang)}
        </p>
      </figure>
    </section>
  );
}
