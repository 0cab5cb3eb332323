/**
 * Reviewed exceptions for the config-facts check. Each entry names the option,
 * the exact documented text it excuses and why the page differs on purpose.
 * An entry that no longer matches any page is itself reported, so the list
 * cannot silently outlive the pages it was written for.
 */

export interface TypeAllowEntry {
  /** Option path, e.g. `source.transformImport`. */
  option: string;
  /** The type as the page writes it (compared after normalization). */
  documented: string;
  reason: string;
}

export interface DefaultAllowEntry {
  option: string;
  /** The default as the page writes it (the code span, compared after normalization). */
  documented: string;
  reason: string;
}

export interface Allowlist {
  types: TypeAllowEntry[];
  defaults: DefaultAllowEntry[];
}

export const allowlist: Allowlist = {
  types: [],
  defaults: [],
};
