// The names a TypeScript entry of the repository exports, read with the TypeScript compiler.
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './workspace.mjs';

/** The identifiers a declaration's text mentions (its signature, its members, its type). */
function mentionedNames(checker, symbol, declaration) {
  const names = new Set();
  const visit = (node) => {
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  const isBody = (node) => ts.isBlock(node) || ts.isArrowFunction(node);
  if (!isBody(declaration)) ts.forEachChild(declaration, (child) => isBody(child) || visit(child));
  const type = checker.typeToString(
    checker.getTypeOfSymbolAtLocation(symbol, declaration),
    undefined,
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType,
  );
  for (const name of type.match(/[A-Za-z_$][\w$]*/g) ?? []) names.add(name);
  return names;
}

/** The symbol and every alias on the way to its declaration (`export { a } from` re-exports). */
function aliasChain(checker, symbol) {
  const chain = [symbol];
  while (chain.at(-1).flags & ts.SymbolFlags.Alias) {
    const next = checker.getImmediateAliasedSymbol(chain.at(-1));
    if (!next) break;
    chain.push(next);
  }
  return chain;
}

/** Whether a declaration, or the `export { ... }` statement it stands in, is marked @deprecated. */
function isDeprecated(symbol) {
  return (symbol.declarations ?? []).some((declaration) =>
    [declaration, declaration.parent?.parent].some(
      (node) => node && ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated'),
    ),
  );
}

/**
 * `[{ name, value, deprecated, mentions, file }]` for each export of `entry` (a path from the
 * repository's root): `value` is whether it exists at run time (not only a type), `deprecated`
 * whether its documentation carries `@deprecated`, `mentions` the identifiers its declaration names,
 * `file` the absolute path of the file that declares it.
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
  return symbols.map((symbol) => {
    const target = resolved(symbol);
    const declarations = target.declarations ?? [];
    return {
      name: symbol.name,
      file: declarations[0]?.getSourceFile().fileName,
      value: Boolean(target.flags & ts.SymbolFlags.Value),
      deprecated: aliasChain(checker, symbol).some(isDeprecated),
      mentions: new Set(
        declarations.flatMap((declaration) => [...mentionedNames(checker, target, declaration)]),
      ),
    };
  });
}
