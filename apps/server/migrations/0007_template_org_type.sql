-- A carbon template's organisation type becomes the ORG_TYPE code (as sys_org.org_type); the old numbers 1..6 were the
-- codes' positions (group, business group, park, legal entity, BU, building), anything else had no meaning.
ALTER TABLE "carbon_template" ALTER COLUMN "org_type" SET DATA TYPE text USING (CASE "org_type" WHEN 1 THEN 'group' WHEN 2 THEN 'business_group' WHEN 3 THEN 'park' WHEN 4 THEN 'legal_entity' WHEN 5 THEN 'bu' WHEN 6 THEN 'building' END);
