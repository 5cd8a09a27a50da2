// Today's API report of each public entry: tsc emits the declarations of src into
// shared-utils/api-declarations/ (ignored by git), API Extractor (api-extractor.json) writes one report
// per entry from them, and the folder is removed. It is outside dist/, so a build published while a
// report is being made never carries declarations.
import fs from 'node:fs';
import path from 'node:path';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import ts from 'typescript';
import { PACKAGE_DIR, publicEntries } from './entries.mjs';

const OUT_DIR = path.join(PACKAGE_DIR, 'api-declarations');
const REPOSITORY_DIR = path.dirname(PACKAGE_DIR);
/** Where the declarations of this package's src/ land in OUT_DIR. */
const OWN_OUT_DIR = path.join(OUT_DIR, path.basename(PACKAGE_DIR), 'src');
const CONFIG_FILE = path.join(PACKAGE_DIR, 'api-extractor.json');

/** A project's compiler options and files, from its tsconfig file. */
function readProject(dir, tsconfig) {
  const { config } = ts.readConfigFile(path.join(dir, tsconfig), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, dir);
}

/** Emits the declarations of `fileNames` into `outDir`; a diagnostic fails the run. */
function emit(fileNames, options, outDir) {
  const program = ts.createProgram(fileNames, {
    ...options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    outDir,
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

function emitDeclarations(sources) {
  const { options, fileNames } = readProject(PACKAGE_DIR, 'tsconfig.json');
  const ambient = fileNames.filter((file) => file.endsWith('.d.ts'));
  // The repository is the root: the compat re-exports (src/compat/) name their owners' files, whose
  // declarations must land inside OUT_DIR too, never next to their sources.
  emit([...sources, ...ambient], { ...options, rootDir: REPOSITORY_DIR }, OUT_DIR);
  // The contract's too, since the main entry re-exports its messages (@portal/contract/messages/
  // client): API Extractor reads declarations only, found there through api-extractor.json `paths`.
  const contract = readProject(path.join(PACKAGE_DIR, '../contract'), 'tsconfig.build.json');
  emit(contract.fileNames, contract.options, path.join(OUT_DIR, 'contract'));
}

function extractorConfig(configObject, entry) {
  return ExtractorConfig.prepare({
    configObject: {
      ...configObject,
      mainEntryPointFilePath: path.join(OWN_OUT_DIR, entry.source.replace(/\.tsx?$/, '.d.ts')),
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
