// A reader of the repository cannot look up "issue 12", "(#41)" or "the spec": a comment, a
// string or a test's name states the rule itself instead. This rule finds such references in
// comments, string literals and template literals.

/**
 * "(issue 10)", "Issue 8 in ...", "see issue #4", "in issues 2 and 3", "(#41)", "the spec", "the
 * spec's": "issue" as a noun (at the start, after a bracket or punctuation, or after a preposition),
 * so a sentence such as "the server issues 2 tokens" passes.
 */
export const ISSUE_REFERENCE =
  /(?:^[\s*]*|[([,;:]\s*|\b(?:see|in|of|per|from|by|for|and|under)\s+)issues?\s+#?\d+|\(#\d+\)|\bthe spec\b/im;

const MESSAGE = 'Say the rule itself: a reader cannot look up "{{found}}".';

/** @type {import('eslint').Rule.RuleModule} */
const noIssueReferences = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Disallow references to issue numbers or "the spec" in code and comments' },
    schema: [],
    messages: { reference: MESSAGE },
  },
  create(context) {
    const check = (node, text) => {
      const found = ISSUE_REFERENCE.exec(text);
      if (found) context.report({ node, messageId: 'reference', data: { found: found[0] } });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) check(comment, comment.value);
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export const courtsidePlugin = { rules: { 'no-issue-references': noIssueReferences } };
