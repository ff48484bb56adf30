/** A new Play starts from this program: a counter made of `Ui:` components, in AiScript 1.x. */
export const NEW_PLAY_SCRIPT = `/// @ 1.0.0
// A Play draws its screen with Ui: components and answers what people do with them.
var clicks = 0
let counter = Ui:C:text({ text: "Nobody has clicked yet." })
Ui:render([
  Ui:C:mfm({ text: "**Hello!** This is a Play made with AiScript." }),
  counter,
  Ui:C:button({
    text: "Click",
    primary: true,
    onClick: @() {
      clicks += 1
      counter.update({ text: \`Clicked {clicks} times.\` })
    },
  }),
])
`;
