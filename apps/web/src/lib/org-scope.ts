/** A node of the organisation tree as the pickers read it. */
type OrgNode = { id: string; children?: readonly OrgNode[] };

/**
 * The organisation an organisation-scoped page opens on (issue 29): the first of the tree, depth first,
 * that is in the user's data scope. The tree also carries the ancestors of the user's organisations
 * (for context), which are out of their scope: a manager of a business group opened the page on the
 * group and got a permission error. `dataScopes` empty means every organisation (the super administrator).
 */
export function firstOrgInScope(tree: readonly OrgNode[] | undefined, dataScopes: readonly string[] | undefined): string | undefined {
  if (!tree?.length) return undefined;
  if (!dataScopes?.length) return tree[0]!.id;
  const scope = new Set(dataScopes);
  const stack = [...tree].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (scope.has(node.id)) return node.id;
    for (const child of [...(node.children ?? [])].reverse()) stack.push(child);
  }
  return tree[0]!.id;
}
