// The public surface of one entry of @portal/shared-utils as text: one line per export with its
// kind and its full type, sorted by name, so a checked-in copy can be compared with today's.
import path from 'node:path';
import ts from 'typescript';

const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.InTypeAlias |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/** `import("/abs/path").Name` qualifiers, which depend on the machine, are written as `Name`. */
const IMPORT_QUALIFIER = /import\("[^"]*"\)\./g;

/** Members of an object type written out, so a changed field changes the line. */
function describeObject(checker, type, node) {
  const members = checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const memberType = checker.getTypeOfSymbolAtLocation(property, node);
    return `${property.name}${optional}: ${checker.typeToString(memberType, node, FLAGS)}`;
  });
  const calls = type
    .getCallSignatures()
    .map((signature) => checker.signatureToString(signature, node, FLAGS));
  return `{ ${[...calls, ...members].join('; ')} }`;
}

function describeType(checker, name, symbol, node) {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const declaration = symbol.declarations?.[0];
  const generics = declaration?.typeParameters?.length
    ? `<${declaration.typeParameters.map((parameter) => parameter.getText()).join(', ')}>`
    : '';
  const isInterface = declaration && ts.isInterfaceDeclaration(declaration);
  const text =
    isInterface || (type.flags & ts.TypeFlags.Object && !type.getCallSignatures().length)
      ? describeObject(checker, type, node)
      : checker.typeToString(type, node, FLAGS);
  return `type ${name}${generics} = ${text}`;
}

function describeValue(checker, name, symbol, node) {
  const type = checker.getTypeOfSymbolAtLocation(symbol, node);
  const declaration = symbol.valueDeclaration;
  if (declaration && ts.isClassDeclaration(declaration)) {
    const constructors = type
      .getConstructSignatures()
      .map((signature) => `new ${checker.signatureToString(signature, node, FLAGS)}`);
    return `class ${name}: ${constructors.join('; ')}`;
  }
  const kind = declaration && ts.isFunctionDeclaration(declaration) ? 'function' : 'const';
  return `${kind} ${name}: ${checker.typeToString(type, node, FLAGS)}`;
}

/**
 * Lines describing every export of `entryFile` (an absolute path), using the tsconfig.json of
 * `packageDir`. A name that is both a value and a type gets both lines.
 */
export function exportReport(packageDir, entryFile) {
  const configFile = ts.findConfigFile(packageDir, ts.sys.fileExists, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  const program = ts.createProgram([entryFile], parsed.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  if (!source) throw new Error(`${entryFile} is not part of the program`);
  const lines = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source))
    .flatMap((exported) => {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const { name } = exported;
      const described = [];
      if (symbol.flags & ts.SymbolFlags.Value)
        described.push(describeValue(checker, name, symbol, source));
      if (symbol.flags & ts.SymbolFlags.Type)
        described.push(describeType(checker, name, symbol, source));
      return described;
    });
  return lines
    .map((line) => line.replace(IMPORT_QUALIFIER, ''))
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a.localeCompare(b));
}

/** The export name of a report line ("const user$: ..." -> "user$"). */
export function nameOf(line) {
  return line.match(/^\w+ ([\w$]+)/)[1];
}
