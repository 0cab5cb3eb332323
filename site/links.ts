/** External addresses the site links to (plain links a reader clicks). */
export const links = {
  repo: 'https://github.com/web-infra-dev/rsbuild',
  docsSource: 'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs',
  changelog: 'https://github.com/web-infra-dev/rsbuild/releases',
  v0Docs: 'https://v0.rsbuild.rs',
  x: 'https://x.com/rspack_dev',
  discord: 'https://discord.gg/XsaKEEk4mW',
  bluesky: 'https://bsky.app/profile/rspack.dev',
  assetsRetry: 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry',
} as const;
