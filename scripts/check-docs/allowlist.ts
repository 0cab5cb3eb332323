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
  types: [
    {
      option: 'source.transformImport.customName',
      documented: 'string',
      reason:
        'Declared as `any` in config.d.ts, but the value is passed to the builtin:swc-loader import transform, whose schema in @rspack/core 1.3.12 (builtin-loader/swc/types.d.ts) only accepts a string template ({{ member }}); the page states the type that works.',
    },
    {
      option: 'source.transformImport.customStyleName',
      documented: 'string',
      reason: 'Same as customName: declared as `any`, but the builtin:swc-loader schema only accepts a string template.',
    },
  ],
  defaults: [],
};
