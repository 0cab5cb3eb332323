import { addLeadingSlash, addTrailingSlash, normalizeImagePath, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';

/**
 * Rspress's navbar title (logo and name, linking to the language's home page)
 * with the same markup and classes, except that both logos load lazily: the
 * theme shows one and hides the other, and an eager image makes React preload
 * it in the head of every page, so every page fetched both logos before its
 * first paint. A lazy image loads once it is laid out: the shown logo at once,
 * the hidden one never. (No width/height: the theme's CSS sets the height and
 * the width follows the image.)
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const home = addLeadingSlash(lang === (site.lang ?? '') ? '/' : addTrailingSlash(lang));
  const { logo, logoText } = site;
  const image = (src: string, variant?: 'light' | 'dark') => (
    <img
      key={variant ?? 'logo'}
      src={normalizeImagePath(src)}
      alt="logo"
      className={`rspress-logo rp-nav__title__logo-image${variant ? ` rp-nav__title__logo-image--${variant}` : ''}`}
      loading="lazy"
    />
  );
  return (
    <div className="rp-nav__title">
      <Link href={site.logoHref || home} className="rp-nav__title__link">
        {logo && (
          <div className="rp-nav__title__logo">
            {typeof logo === 'string' ? image(logo) : [image(logo.light, 'light'), image(logo.dark, 'dark')]}
          </div>
        )}
        {logoText && <span>{logoText}</span>}
      </Link>
    </div>
  );
}
