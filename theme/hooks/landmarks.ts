/** Names of the two <aside> landmarks of Rspress's doc layout, which has none (axe: landmark-unique). */
export interface LandmarkLabels {
  sidebar: string;
  outline: string;
}

export function labelLandmarks(root: ParentNode, labels: LandmarkLabels): void {
  for (const [selector, label] of [
    ['aside.rp-doc-layout__sidebar', labels.sidebar],
    ['aside.rp-doc-layout__outline', labels.outline],
  ] as const) {
    for (const el of root.querySelectorAll(selector)) {
      if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
    }
  }
}
