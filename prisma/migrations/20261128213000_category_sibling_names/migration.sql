-- Two categories of one parent never share a name, in any case: the console checks it before
-- writing, and this index holds it when two requests race past the check. Written by hand:
-- schema.prisma cannot express an index on expressions (test/migrations.int.test.ts lists it).
CREATE UNIQUE INDEX "ProductCategory_sibling_name_key"
    ON "ProductCategory" (COALESCE("parentId", 0), lower(name));
