// The names a TypeScript entry of the repository exports, read with the TypeScript compiler.
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './workspace.mjs';

/**
 * `[{ name, value }]` for each export of `entry` (a path from the repository's root); `value` is
 * whether it exists at run time (not only a type).
 */
export function entryExports(entry) {
  const file = path.join(ROOT, entry);
  const program = ts.createProgram([file], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const symbols = checker.getExportsOfModule(
    checker.getSymbolAtLocation(program.getSourceFile(file)),
  );
  const resolved = (symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return symbols.map((symbol) => ({
    name: symbol.name,
    value: Boolean(resolved(symbol).flags & ts.SymbolFlags.Value),
  }));
}
