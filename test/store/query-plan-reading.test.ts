/**
 * How the stores read a planner's report into `usesIndex` and `index`. The MongoDB reports here
 * follow the shape MongoDB 7 documents for `explain` (the classic engine's stage tree, and the
 * slot-based engine's, which nests it under `queryPlan`); the servers the tests run against are
 * SQLite and FerretDB, whose reports the contract tests read live.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sqlitePlanIndex } from '../../control-plane/store/common.ts';
import { mongoPlanIndex } from '../../control-plane/store/mongo.ts';

const test = suite('store: reading query plans');

const ixscan = (indexName: string, indexBounds: Record<string, string[]>) => ({ stage: 'IXSCAN', indexName, keyPattern: Object.fromEntries(Object.keys(indexBounds).map((k) => [k, 1])), indexBounds });
const orgScan = ixscan('org', { orgId: ['["org_a", "org_a"]'], _id: ['[MinKey, MaxKey]'] });
const sourceUrlScan = ixscan('i_sourceUrl', { sourceUrl: ['["u1", "u1"]'], orgId: ['["org_a", "org_a"]'], _id: ['[MinKey, MaxKey]'] });

test('MongoDB: an index scan bounded by a field is an index lookup, on either engine', () => {
  const classic = { queryPlanner: { winningPlan: { stage: 'LIMIT', inputStage: { stage: 'FETCH', inputStage: sourceUrlScan } }, rejectedPlans: [{ stage: 'FETCH', inputStage: orgScan }] } };
  assert.equal(mongoPlanIndex(classic), { usesIndex: true, index: 'i_sourceUrl' });
  const slotBased = { queryPlanner: { winningPlan: { queryPlan: { stage: 'LIMIT', inputStage: { stage: 'FETCH', inputStage: sourceUrlScan } }, slotBasedPlan: { stages: '[2] limit 1 ...' } } } };
  assert.equal(mongoPlanIndex(slotBased), { usesIndex: true, index: 'i_sourceUrl' });
});

test('MongoDB: a collection scan, or the org index bounded by the org alone, reads every document in scope', () => {
  assert.equal(mongoPlanIndex({ queryPlanner: { winningPlan: { stage: 'SORT', inputStage: { stage: 'COLLSCAN', direction: 'forward' } } } }), { usesIndex: false, index: null });
  assert.equal(mongoPlanIndex({ queryPlanner: { winningPlan: { stage: 'LIMIT', inputStage: { stage: 'FETCH', inputStage: orgScan } } } }), { usesIndex: false, index: null });
  // An $or whose one branch scans the collection reads every document.
  assert.equal(mongoPlanIndex({ queryPlanner: { winningPlan: { stage: 'SUBPLAN', inputStage: { stage: 'OR', inputStages: [sourceUrlScan, { stage: 'COLLSCAN' }] } } } }), { usesIndex: false, index: null });
});

test("FerretDB: its report is SQLite's plan of the statement it runs, one line a step", () => {
  const ferret = { queryPlanner: { Plan: ['id=2 parent=0 notused=0 detail=SCAN media_fc9adf03'] }, serverInfo: { ferretdbVersion: 'unknown' } };
  assert.equal(mongoPlanIndex(ferret), { usesIndex: false, index: null });
  assert.equal(mongoPlanIndex({ queryPlanner: { Plan: ['id=3 parent=0 notused=0 detail=SEARCH media_fc9adf03 USING INDEX media_fc9adf03_i_sourceUrl (<expr>=?)'] } }), { usesIndex: true, index: 'media_fc9adf03_i_sourceUrl' });
});

test('SQLite: a SEARCH through an index constrained by more than the scope is an index lookup', () => {
  const scope = (term: string) => /^org_id\W/.test(term);
  assert.equal(sqlitePlanIndex(['SEARCH c_media USING INDEX c_media_i_sourceUrl (<expr>=? AND org_id=?)'], scope), { usesIndex: true, index: 'c_media_i_sourceUrl' });
  assert.equal(sqlitePlanIndex(['SEARCH c_media USING INDEX c_media_i_status (<expr>=?)', 'USE TEMP B-TREE FOR ORDER BY'], scope), { usesIndex: true, index: 'c_media_i_status' });
  assert.equal(sqlitePlanIndex(['SEARCH c_media USING INDEX c_media_org (org_id=?)'], scope), { usesIndex: false, index: null });
  assert.equal(sqlitePlanIndex(['SCAN c_media USING INDEX sqlite_autoindex_c_media_1'], scope), { usesIndex: false, index: null });
  assert.equal(sqlitePlanIndex(['SCAN c_media'], scope), { usesIndex: false, index: null });
  // Each branch of an OR read through an index of its own; all of them must be.
  assert.equal(sqlitePlanIndex(['MULTI-INDEX OR', 'INDEX 1', 'SEARCH c_media USING INDEX c_media_i_kind (<expr>=?)', 'INDEX 2', 'SEARCH c_media USING INDEX c_media_i_status (<expr>=?)'], scope), { usesIndex: true, index: 'c_media_i_kind' });
  assert.equal(sqlitePlanIndex(['MULTI-INDEX OR', 'INDEX 1', 'SEARCH c_media USING INDEX c_media_i_kind (<expr>=?)', 'INDEX 2', 'SCAN c_media'], scope), { usesIndex: false, index: null });
  // Reads merged from subqueries: each subquery's read counts, not the scan of its rows.
  const merged = ['MERGE (UNION ALL)', 'LEFT', 'CO-ROUTINE (subquery-1)', 'SEARCH c_r USING INDEX c_r_i_status (<expr>=? AND org_id=?)', 'SCAN (subquery-1)', 'USE TEMP B-TREE FOR ORDER BY', 'RIGHT', 'CO-ROUTINE (subquery-3)'];
  assert.equal(sqlitePlanIndex([...merged, 'SEARCH c_r USING INDEX c_r_i_status (<expr>=? AND org_id=?)', 'SCAN (subquery-3)'], scope), { usesIndex: true, index: 'c_r_i_status' });
  assert.equal(sqlitePlanIndex([...merged, 'SCAN c_r', 'SCAN (subquery-3)'], scope), { usesIndex: false, index: null });
  // A page's documents read by the ids a lookup found: the lookup's read is the one that counts.
  const byIds = ['SEARCH c_r USING INDEX sqlite_autoindex_c_r_1 (id=?)', 'LIST SUBQUERY 1'];
  assert.equal(sqlitePlanIndex([...byIds, 'SEARCH c_r USING INDEX c_r_i_projectId_status (<expr>=?)', 'USE TEMP B-TREE FOR ORDER BY'], scope), { usesIndex: true, index: 'c_r_i_projectId_status' });
  assert.equal(sqlitePlanIndex([...byIds, 'SEARCH c_r USING INDEX c_r_org (org_id=?)'], scope), { usesIndex: false, index: null });
});

test.run();
