import { usePercentRead } from './readPercent';
import './ReadPercent.css';

interface ReadPercentProps {
  size?: number;
  strokeWidth?: number;
}

/** The reading-progress circle beside the outline title (theme/components/ReadPercent/readPercent.ts). */
export function ReadPercent({ size = 14, strokeWidth = 2 }: ReadPercentProps) {
  const percent = usePercentRead();
  const centre = size / 2;
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg width={size} height={size} className="rp-progress-circle" aria-hidden="true" focusable="false">
      <circle cx={centre} cy={centre} r={radius} fill="none" stroke="var(--rp-c-divider-light)" strokeWidth={strokeWidth} strokeLinecap="round" />
      <circle
        cx={centre}
        cy={centre}
        r={radius}
        fill="none"
        stroke="var(--rp-c-brand)"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - percent / 100)}
        transform={`rotate(-90 ${centre} ${centre})`}
        className="site-progress-circle__bar"
      />
    </svg>
  );
}
