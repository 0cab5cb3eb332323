import { describe, expect, it } from 'vitest';
import { displayType, normalizeType } from '../../../scripts/check-docs/type-text';

describe('normalizeType', () => {
  it('ignores whitespace, quote style, union order and a leading bar', () => {
    expect(normalizeType(`'sha256' | "sha384"`)).toBe(normalizeType(`| "sha384"\n  | 'sha256'`));
    expect(normalizeType('string | boolean')).toBe(normalizeType('boolean|string'));
  });

  it('sorts unions inside groups and object members, and treats , and ; alike', () => {
    expect(normalizeType('boolean | { a?: string | number, b: (x: 1 | 2) => void }')).toBe(
      normalizeType('{ b: (x: 2 | 1) => void; a?: number | string; } | boolean'),
    );
  });

  it('reads `x?: T | undefined` as `x?: T`', () => {
    expect(normalizeType('(a: A, b?: B | undefined) => string')).toBe(normalizeType('(a: A, b?: B) => string'));
    expect(normalizeType('(a: A | undefined) => string')).not.toBe(normalizeType('(a: A) => string'));
  });

  it('drops comments and a `type X =` wrapper', () => {
    expect(normalizeType('type Environments = {\n  /** doc */\n  [name: string]: EnvironmentConfig;\n};')).toBe(
      normalizeType('{ [name: string]: EnvironmentConfig }'),
    );
  });

  it('keeps different types apart', () => {
    expect(normalizeType('string')).not.toBe(normalizeType('string[]'));
    expect(normalizeType('boolean | string')).not.toBe(normalizeType('boolean | number'));
    expect(normalizeType("'ws' | 'wss'")).not.toBe(normalizeType("'ws' | 'http'"));
    expect(normalizeType('{ a: string }')).not.toBe(normalizeType('{ a?: string }'));
  });
});

describe('displayType', () => {
  it('puts a declared type on one line without its JSDoc', () => {
    expect(displayType('boolean | {\n  /** Print the hint. */\n  help?: boolean;\n}')).toBe('boolean | { help?: boolean; }');
  });
});
