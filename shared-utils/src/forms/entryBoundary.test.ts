import fs from 'fs';
import path from 'path';

// The package builds two modules: @portal/shared-utils (src/index.ts, every page loads it) and
// @portal/shared-utils/forms (src/forms/index.ts). These checks keep them apart.
const SRC = path.resolve(__dirname, '..');
const FORMS = __dirname;
const FORMS_ONLY = ['yup', 'final-form', 'react-final-form'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]);
}

const inForms = (file: string) => !path.relative(FORMS, file).startsWith('..');
const shipped = (file: string) => !path.relative(SRC, file).startsWith(`testing${path.sep}`);
const mainFiles = sourceFiles(SRC).filter((file) => !inForms(file) && shipped(file));

it('the forms module reaches the main module only by its name, never by a relative path', () => {
  const outside = sourceFiles(FORMS).flatMap((file) =>
    imports(file)
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => !inForms(path.resolve(path.dirname(file), specifier)))
      .map((specifier) => `${path.relative(SRC, file)}: ${specifier}`),
  );
  expect(outside).toEqual([]);
});

it('the main module imports neither the forms module nor yup, final-form or react-final-form', () => {
  const found = mainFiles.flatMap((file) =>
    imports(file)
      .filter(
        (specifier) =>
          FORMS_ONLY.includes(specifier) ||
          specifier.startsWith('@portal/shared-utils/') ||
          (specifier.startsWith('.') && inForms(path.resolve(path.dirname(file), specifier))),
      )
      .map((specifier) => `${path.relative(SRC, file)}: ${specifier}`),
  );
  expect(mainFiles.length).toBeGreaterThan(50);
  expect(found).toEqual([]);
});
