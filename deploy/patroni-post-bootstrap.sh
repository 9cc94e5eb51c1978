#!/bin/sh
# Run once by Patroni on the node that initialises the cluster (bootstrap.post_bootstrap, given a
# superuser connection string): the API's role and database, the password from EDUGATE_PASSWORD.
set -eu
psql -v ON_ERROR_STOP=1 -v password="$EDUGATE_PASSWORD" "$1" <<'SQL'
CREATE ROLE edugate LOGIN PASSWORD :'password';
CREATE DATABASE edugate OWNER edugate;
SQL
