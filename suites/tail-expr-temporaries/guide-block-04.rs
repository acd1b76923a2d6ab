//@ source: temporary-tail-expr-scope.md#block-4 sha256:7ca2bc29538f19b85601b670560bf100bbb114d35de2a83c11dc05d593b1b748
//@ section: Migration
//@ claim: "you can enable the lint with: #![warn(tail_expr_drop_order)]"
// Add this to the root of your crate to do a manual migration.
#![warn(tail_expr_drop_order)]
