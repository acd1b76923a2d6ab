//@ source: temporary-if-let-scope.md#block-4 sha256:831d27a23734d79fdb58d26e77be414bce06f887e6e9be8de135de08b9e3857d
//@ section: Migration
//@ claim: "you can enable the lint with: #![warn(if_let_rescope)]"
// Add this to the root of your crate to do a manual migration.
#![warn(if_let_rescope)]
