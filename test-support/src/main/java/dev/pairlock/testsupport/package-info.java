/**
 * What every module's tests share: golden-file comparison with the one regeneration switch
 * ({@link dev.pairlock.testsupport.GoldenFile}). A test-scope dependency; never on a runtime class
 * path.
 */
package dev.pairlock.testsupport;
