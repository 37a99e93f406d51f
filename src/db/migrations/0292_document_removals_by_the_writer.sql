-- The files of deleted shipping documents (and of documents given another file) are listed for removal by the
-- writer, in the deleting transaction (src/storage/removals.ts, listForRemoval: the document routes, and the
-- deletion of a box or an order with its documents), instead of by these triggers: Citus runs no triggers on a
-- distributed table.
DROP TRIGGER shipping_documents_removed ON shipping_documents;
DROP TRIGGER shipping_documents_refiled ON shipping_documents;
DROP FUNCTION shipping_documents_queue_removal();
