/* global rs, print, process -- mongosh provides these (see the Job in templates/mongodb.yaml). */
// Run by the chart's mongodb-replica-set Job (mongosh, as root, against member 0) after every
// install and upgrade: initiates the replica set the first time, brings its members in line
// with mongodb.replicaSet.members afterwards, and otherwise changes nothing. Safe to run again.
// RS_NAME: the set's name; RS_MEMBERS: host:port of every member, comma-separated, in order.

/**
 * What to do, from the set's state (`status` undefined while it was never initiated) and its
 * current configuration: initiate, reconfigure, or nothing. Pure, so it is tested offline.
 */
function planReplicaSet(name, members, status, config) {
  const wanted = members.map((host, i) => ({ _id: i, host }));
  if (!status) return { action: 'initiate', config: { _id: name, members: wanted } };
  const current = config.members.map((m) => m.host);
  const same = current.length === members.length && members.every((host) => current.includes(host));
  if (same) return { action: 'none' };
  let nextId = Math.max(...config.members.map((m) => m._id)) + 1;
  const kept = members.map((host) => config.members.find((m) => m.host === host) || { _id: nextId++, host });
  return { action: 'reconfig', config: { ...config, members: kept, version: config.version + 1 } };
}

function statusOrUndefined() {
  try {
    return rs.status();
  } catch (error) {
    // 94 NotYetInitialized: a new set.
    if (error.code === 94 || error.codeName === 'NotYetInitialized') return undefined;
    throw error;
  }
}

if (typeof rs !== 'undefined') {
  const name = process.env.RS_NAME;
  const members = process.env.RS_MEMBERS.split(',');
  const status = statusOrUndefined();
  const plan = planReplicaSet(name, members, status, status ? rs.conf() : undefined);
  if (plan.action === 'initiate') rs.initiate(plan.config);
  if (plan.action === 'reconfig') rs.reconfig(plan.config);
  print(`replica set ${name}: ${plan.action}`);
}
