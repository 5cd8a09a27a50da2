import assert from 'node:assert/strict';
import test from 'node:test';
import { registerDependencies } from './system-register.mjs';

test('the dependencies of a built SystemJS module are read from its System.register call', () => {
  const built = 'System.register(["react","@portal/shared-utils"],function(e,t){return{}});';
  assert.deepEqual(registerDependencies(built), ['react', '@portal/shared-utils']);
  assert.deepEqual(registerDependencies('System.register([],function(){return{}})'), []);
  assert.deepEqual(registerDependencies('console.log("not a module")'), []);
});
