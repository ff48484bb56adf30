import type { Locale } from './en-US.ts';
import { jaJP } from './ja-JP.ts';

/** 日本語（関西弁）: Kumo のために書いた訳文。ここにない言い回しは標準語のまま使う。 */
export const jaKS: Locale = {
  ...jaJP,
  retry: 'もっかいやってみる',
  somethingHappened: 'なんかあかんかったわ',
  landingTagline: '{instance} のための、速うて頼れるクライアントやで。',
  landingLead:
    'ユーザーをフォローして、ノート書いて、絵文字でリアクションして、みんなの今をリアルタイムで追いかけよか。',
  signinFailed: 'ログインでけへんかった。ユーザー名かパスワードがちゃうみたいや。',
  signinNeedsMore: 'このアカウントには、このクライアントがまだ対応してへん手順がいるねん（{step}）。',
  signupFailed: 'アカウント作られへんかった: {message}',
  usernameInvalid: '半角英数字とアンダースコアで 1〜20 文字にしてや。',
  usernameTaken: 'そのユーザー名はもう使われとるわ。',
  passwordMismatch: 'パスワードが合うてへんで。',
  passwordEmpty: 'パスワード入れてや。',
  networkError: 'サーバーにつながらへん。接続見てからもっかいやってみて。',
  signinRequired: '続けるにはログインするか新規登録してな。',
  noAccountYet: 'アカウント持ってへん？',
  alreadyHaveAccount: 'もうアカウント持っとる？',
  timelineEmpty: 'まだなんもあらへん。誰かフォローするか、なんか書いてみよ！',
  loadMore: 'もっと見せて',
  noMoreNotes: 'もうこれ以上あらへんで。',
  renotedBy: '{name} がリノートしたで',
  showContent: '中身見せて',
  hideContent: 'しまう',
  justNow: 'ついさっき',
  whatIsHappening: '今なにしとるん？',
  posting: '投稿しとるで…',
  posted: '投稿したで',
  remainingCharacters: 'あと {n} 文字',
  postFailed: 'ノート投稿でけへんかった: {message}',
  notFound: '見つからへん',
  notFoundDescription: 'このアドレスにはなんもあらへんで。',
  backToHome: 'ホームに戻ろ',
  notAvailableYet: 'まだ使われへん',
  notAvailableYetDescription: 'Kumo にはまだこのページ（{path}）があらへん。今度のバージョンで入る予定やで。',
  pageLoadError: 'ページ読み込まれへんかった。',
  pageLoadErrorDescription:
    'たいがいネットワークかブラウザのキャッシュのせいや。キャッシュ消して、ちょい待ってから読み込み直してみて。',
  serverIsDead: 'サーバーが返事せえへん。ちょい待ってからもっかいやってみて。',
  newVersionOfClientAvailable: '新しいクライアントが出とるで。',
  youShouldUpgradeClient: '読み込み直したら新しいのが使えるで。',

  // ui primitives
  charactersBelow: '{current} 文字や（{min} 文字はいるで）',
  charactersExceeded: '{current} 文字や（{max} 文字までやで）',
  uiProcessing: 'やっとるで…',
  uiDone: 'できたで',
};
