import type { LanguageRegistration } from 'shiki/core';

/**
 * A TextMate grammar for AiScript, written for Kumo (no maintained package publishes one): comments,
 * the three string forms with `{…}` templates, numbers, keywords, constants, namespaced names
 * (`Mk:api`, `Ui:C:text`), `<:` and the `@` of function literals.
 */
const aiscript: LanguageRegistration = {
  name: 'aiscript',
  scopeName: 'source.aiscript',
  aliases: ['ais', 'is'],
  patterns: [
    { include: '#comment' },
    { include: '#string' },
    { include: '#template' },
    { name: 'constant.numeric.aiscript', match: '\\b\\d+(?:\\.\\d+)?\\b' },
    { name: 'constant.language.aiscript', match: '\\b(?:true|false|null)\\b' },
    {
      name: 'keyword.control.aiscript',
      match:
        '\\b(?:if|elif|else|match|case|default|each|for|loop|do|while|return|break|continue|eval|exists)\\b',
    },
    { name: 'storage.type.aiscript', match: '\\b(?:let|var)\\b' },
    { name: 'meta.directive.aiscript', match: '^\\s*///\\s*@.*$' },
    {
      name: 'entity.name.namespace.aiscript',
      match: '\\b[A-Za-z_][A-Za-z0-9_]*(?::[A-Za-z_][A-Za-z0-9_]*)+',
    },
    { name: 'keyword.operator.aiscript', match: '<:|=>|==|!=|<=|>=|&&|\\|\\||[-+*/%^=<>!]' },
    { name: 'storage.type.function.aiscript', match: '@' },
  ],
  repository: {
    comment: {
      patterns: [
        { name: 'comment.line.aiscript', match: '//.*$' },
        { name: 'comment.block.aiscript', begin: '/\\*', end: '\\*/' },
      ],
    },
    string: {
      patterns: [
        {
          name: 'string.quoted.double.aiscript',
          begin: '"',
          end: '"',
          patterns: [{ match: '\\\\.', name: 'constant.character.escape.aiscript' }],
        },
        {
          name: 'string.quoted.single.aiscript',
          begin: "'",
          end: "'",
          patterns: [{ match: '\\\\.', name: 'constant.character.escape.aiscript' }],
        },
      ],
    },
    template: {
      name: 'string.template.aiscript',
      begin: '`',
      end: '`',
      patterns: [
        { match: '\\\\.', name: 'constant.character.escape.aiscript' },
        { name: 'meta.embedded.aiscript', begin: '\\{', end: '\\}', patterns: [{ include: '$self' }] },
      ],
    },
  },
};

export default [aiscript];
