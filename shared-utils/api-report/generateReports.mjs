// Today's API report of each public entry: tsc emits the declarations of src into
// dist/api-declarations/ (ignored by git), API Extractor (api-extractor.json) writes one report per
// entry from them, and the folder is removed, since dist/ is what gets published.
import fs from 'node:fs';
import path from 'node:path';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import ts from 'typescript';
import { PACKAGE_DIR, publicEntries } from './entries.mjs';

const OUT_DIR = path.join(PACKAGE_DIR, 'dist/api-declarations');
const CONFIG_FILE = path.join(PACKAGE_DIR, 'api-extractor.json');

function emitDeclarations(sources) {
  const { config } = ts.readConfigFile(path.join(PACKAGE_DIR, 'tsconfig.json'), ts.sys.readFile);
  const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, PACKAGE_DIR);
  const ambient = fileNames.filter((file) => file.endsWith('.d.ts'));
  const program = ts.createProgram([...sources, ...ambient], {
    ...options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: path.join(PACKAGE_DIR, 'src'),
    outDir: OUT_DIR,
  });
  const { diagnostics } = program.emit();
  if (diagnostics.length) {
    throw new Error(
      ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (file) => file,
        getCurrentDirectory: () => PACKAGE_DIR,
        getNewLine: () => '\n',
      }),
    );
  }
}

function extractorConfig(configObject, entry) {
  return ExtractorConfig.prepare({
    configObject: {
      ...configObject,
      mainEntryPointFilePath: path.join(OUT_DIR, entry.source.replace(/\.tsx?$/, '.d.ts')),
      apiReport: { ...configObject.apiReport, reportFileName: entry.reportName },
    },
    configObjectFullPath: CONFIG_FILE,
    packageJsonFullPath: path.join(PACKAGE_DIR, 'package.json'),
  });
}

/** Only API Extractor's warnings and errors reach the console. */
function quietProgress(message) {
  if (message.logLevel === 'info' || message.logLevel === 'verbose') message.handled = true;
}

function extract(entries) {
  emitDeclarations(entries.map((entry) => path.join(PACKAGE_DIR, 'src', entry.source)));
  const configObject = ExtractorConfig.loadFile(CONFIG_FILE);
  const configs = entries.map((entry) => extractorConfig(configObject, entry));
  const compilerState = CompilerState.create(configs[0], {
    additionalEntryPoints: configs.slice(1).map((config) => config.mainEntryPointFilePath),
  });
  return entries.map((entry, index) => {
    const result = Extractor.invoke(configs[index], {
      localBuild: true,
      compilerState,
      messageCallback: quietProgress,
    });
    if (!result.succeeded) throw new Error(`API Extractor failed on ${entry.moduleName}`);
    const generated = fs.readFileSync(path.join(OUT_DIR, `${entry.reportName}.api.md`), 'utf8');
    return { ...entry, generated };
  });
}

/** `[{ ...entry, generated }]`: each public entry with the text of today's report. */
export function generateReports() {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  try {
    return extract(publicEntries());
  } finally {
    fs.rmSync(OUT_DIR, { recursive: true, force: true });
  }
}
