/* global db, process */
// Run once by the mongo image's entrypoint (docker-entrypoint-initdb.d), as root, while the data
// volume is still empty: one user per Rawi service, allowed to read and write its own database only.
// The passwords come from the chart's <release>-mongodb Secret through the container's env.
for (const service of ['identity', 'content', 'projects', 'media', 'contact']) {
  db.getSiblingDB(`rawi_${service}`).createUser({
    user: service,
    pwd: process.env[`RAWI_${service.toUpperCase()}_PASSWORD`],
    roles: [{ role: 'readWrite', db: `rawi_${service}` }],
  });
}
