import{C as e,D as t,E as n,S as r,d as i,m as a,t as o,w as s,y as c}from"./jsxRuntime-CoL_O29K.js";import{a as l,c as u,w as d}from"./createTheme-CGMRKzkZ.js";import{a as f,i as p,n as m,t as h}from"./useId-hyT1tMKx.js";import{_ as g,c as _,g as v,l as y,m as b,p as x,u as S}from"./utils-CULmSaBw.js";function C(...n){let i=r(void 0),a=e(e=>{let t=n.map(t=>{if(t==null)return null;if(typeof t==`function`){let n=t,r=n(e);return typeof r==`function`?r:()=>{n(null)}}return t.current=e,()=>{t.current=null}});return()=>{t.forEach(e=>e?.())}},n);return t(()=>n.every(e=>e==null)?null:e=>{i.current&&=(i.current(),void 0),e!=null&&(i.current=a(e))},n)}function w(e){let t=r(e);return m(()=>{t.current=e}),r((...e)=>(0,t.current)(...e)).current}function T(){let e=u(x);return e.$$material||e}var E=C;function D(e){return typeof e.main==`string`}function O(e,t=[]){if(!D(e))return!1;for(let n of t)if(!e.hasOwnProperty(n)||typeof e[n]!=`string`)return!1;return!0}function k(e=[]){return([,t])=>t&&O(t,e)}var A=h,j=w;function M(e){try{return e.matches(`:focus-visible`)}catch{}return!1}function N(e){let{focusableWhenDisabled:n,disabled:r,composite:i=!1,tabIndex:a=0,isNativeButton:o}=e,s=i&&n!==!1,c=i&&n===!1;return t(()=>{let e={onKeyDown(e){r&&n&&e.key!==`Tab`&&e.preventDefault()}};return i||(e.tabIndex=a,!o&&r&&(e.tabIndex=n?a:-1)),(o&&(n||s)||!o&&r)&&(e[`aria-disabled`]=r),o&&(!n||c)&&(e.disabled=r),e},[i,r,n,s,c,o,a])}var ee={};function te(n){let{nativeButton:i,nativeButtonProp:a,internalNativeButton:o=i,allowInferredHostMismatch:s=!1,disabled:c,type:l,hasFormAction:u=!1,tabIndex:d=0,focusableWhenDisabled:f,stopEventPropagation:p=!1,onBeforeKeyDown:m,onBeforeKeyUp:h}=n,g=r(null),_=f===!0,v=N({focusableWhenDisabled:_,disabled:c,isNativeButton:i,tabIndex:d}),y=e(()=>{let e=g.current;return e==null?i:e.tagName===`BUTTON`||!!(e.tagName===`A`&&e.href)},[i]),b=t(()=>{let e=_?{}:{tabIndex:c?-1:d};return i?(e.type=l===void 0&&!u?`button`:l,_||(e.disabled=c)):(e.role=`button`,!_&&c&&(e[`aria-disabled`]=c)),_?{...e,...v}:e},[c,_,v,u,i,d,l]);return{getButtonProps:e((e=ee)=>{let{onClick:t,onKeyDown:n,onKeyUp:r,...i}=e,a=e=>{p&&e.stopPropagation(),c?e.preventDefault():t?.(e)},o=e=>{_&&v.onKeyDown(e),c||(m?.(e),n?.(e),e.target!==e.currentTarget||y()||(e.key===` `?e.preventDefault():e.key===`Enter`&&(e.preventDefault(),e.currentTarget.click())))},s=e=>{c||(h?.(e),r?.(e),e.target===e.currentTarget&&!y()&&e.key===` `&&!e.defaultPrevented&&e.currentTarget.click())};return{...b,...i,onClick:a,onKeyDown:o,onKeyUp:s}},[b,c,_,v,y,m,h,p]),rootRef:g}}var P={};function F(e,t){let n=r(P);return n.current===P&&(n.current=e(t)),n}var ne=class e{ref={current:null};shouldMount=!1;mounted=null;didMount=!1;setShouldMount=null;static create(){return new e}static use(){let t=F(e.create).current,[n,r]=s(!1);return t.shouldMount=n,t.setShouldMount=r,c(t.mountEffect,[n]),t}mount(){return this.mounted||(this.mounted=ie(),this.shouldMount=!0,this.setShouldMount(this.shouldMount)),this.mounted}mountEffect=()=>{this.shouldMount&&!this.didMount&&(this.ref.current!==null&&(this.didMount=!0),this.mounted.resolve())};start(...e){this.mount().then(()=>this.ref.current?.start(...e))}stop(...e){this.mount().then(()=>this.ref.current?.stop(...e))}pulsate(...e){this.mount().then(()=>this.ref.current?.pulsate(...e))}};function re(){return ne.use()}function ie(){let e,t,n=new Promise((n,r)=>{e=n,t=r});return n.resolve=e,n.reject=t,n}var ae=[];function I(e){c(e,ae)}var oe=class e{static create(){return new e}currentId=null;start(e,t){this.clear(),this.currentId=setTimeout(()=>{this.currentId=null,t()},e)}clear=()=>{this.currentId!==null&&(clearTimeout(this.currentId),this.currentId=null)};disposeEffect=()=>this.clear};function L(){let e=F(oe.create).current;return I(e.disposeEffect),e}function se(e){let{className:t,classes:n,pulsate:i=!1,rippleX:a,rippleY:l,rippleSize:u,in:f,onExited:p,timeout:m}=e,[h,g]=s(!1),_=L(),v=r(!1),y=r(p);y.current=p;let b=p!=null,x=d(t,n.ripple,n.rippleVisible,i&&n.ripplePulsate),S={width:u,height:u,top:-(u/2)+l,left:-(u/2)+a},C=d(n.child,h&&n.childLeaving,i&&n.childPulsate);return!f&&!h&&g(!0),c(()=>{!f&&b?v.current||(v.current=!0,_.start(m,()=>{v.current=!1,y.current?.()})):(v.current=!1,_.clear())},[_,b,f,m]),o(`span`,{className:x,style:S,children:o(`span`,{className:C})})}var R=v(`MuiTouchRipple`,[`root`,`ripple`,`rippleVisible`,`ripplePulsate`,`child`,`childLeaving`,`childPulsate`]),z=`(prefers-reduced-motion: reduce)`,B=0,V=`0ms`,ce=()=>{},H=()=>!1,U=()=>!0,le=()=>ce;function W(e){let[t,n]=s(()=>({enabled:e,matches:e?null:!1})),r=t.matches;return t.enabled!==e&&(r=null,e||(r=!1)),m(()=>{let r=t=>{n(n=>n.enabled===e&&n.matches===t?n:{enabled:e,matches:t})};if(!e){t.enabled&&r(!1);return}if(typeof window>`u`||typeof window.matchMedia!=`function`){r(!1);return}let i=window.matchMedia(z),a=()=>{r(i.matches)};return a(),i.addEventListener(`change`,a),()=>{i.removeEventListener(`change`,a)}},[e,t.enabled]),r}var G={...i}.useSyncExternalStore;function K(e){let n=e?U:H,[r,i]=t(()=>{if(!e||typeof window>`u`||typeof window.matchMedia!=`function`)return[H,le];let t=window.matchMedia(z);return[()=>t.matches,e=>(t.addEventListener(`change`,e),()=>{t.removeEventListener(`change`,e)})]},[e]);return G(i,r,n)}var q=G===void 0?W:K;function ue(e,n){let r=q(!n&&e===`system`),i=!n&&(e===`always`||e===`system`&&r!==!1);return t(()=>({shouldReduceMotion:i,getTransitionTiming(e){return i?{duration:B,delay:V}:e}}),[i])}var J=550,Y={},X=[],de=()=>{};function Z(e,t){let n=new Set(t),r=new Map,i=[];for(let t of e)n.has(t)?i.length>0&&(r.set(t,i),i=[]):i.push(t);let a=[];for(let e of t){let t=r.get(e);t&&a.push(...t),a.push(e)}return a.push(...i),a}function fe({event:e,element:t,center:n}){let r=t?t.getBoundingClientRect():{width:0,height:0,left:0,top:0},i,a;if(n||e===void 0||e.clientX===0&&e.clientY===0||!e.clientX&&!e.touches)i=Math.round(r.width/2),a=Math.round(r.height/2);else{let{clientX:t,clientY:n}=e.touches&&e.touches.length>0?e.touches[0]:e;i=Math.round(t-r.left),a=Math.round(n-r.top)}let o;if(n)o=Math.sqrt((2*r.width**2+r.height**2)/3),o%2==0&&(o+=1);else{let e=Math.max(Math.abs((t?t.clientWidth:0)-i),i)*2+2,n=Math.max(Math.abs((t?t.clientHeight:0)-a),a)*2+2;o=Math.sqrt(e**2+n**2)}return{rippleX:i,rippleY:a,rippleSize:o}}var pe=f`
  0% {
    transform: scale(0);
    opacity: 0.1;
  }

  100% {
    transform: scale(1);
    opacity: 0.3;
  }
`,me=f`
  0% {
    opacity: 1;
  }

  100% {
    opacity: 0;
  }
`,he=f`
  0% {
    transform: scale(1);
  }

  50% {
    transform: scale(0.92);
  }

  100% {
    transform: scale(1);
  }
`;function ge(e){if(e.motion.reducedMotion===`always`)return null;let t=p`
    &.${R.rippleVisible} {
      animation-name: ${pe};
      animation-duration: ${J}ms;
      animation-timing-function: ${e.transitions.easing.easeInOut};
    }

    &.${R.ripplePulsate} {
      animation-duration: ${e.transitions.duration.shorter}ms;
    }

    & .${R.childLeaving} {
      animation-name: ${me};
      animation-duration: ${J}ms;
      animation-timing-function: ${e.transitions.easing.easeInOut};
    }

    & .${R.childPulsate} {
      animation-name: ${he};
      animation-duration: 2500ms;
      animation-timing-function: ${e.transitions.easing.easeInOut};
      animation-iteration-count: infinite;
      animation-delay: 200ms;
    }
  `;return e.motion.reducedMotion===`system`?p`
      @media (prefers-reduced-motion: no-preference) {
        ${t}
      }
    `:t}var _e=S(`span`,{name:`MuiTouchRipple`,slot:`Root`})({overflow:`hidden`,pointerEvents:`none`,position:`absolute`,zIndex:0,top:0,right:0,bottom:0,left:0,borderRadius:`inherit`}),ve=S(se,{name:`MuiTouchRipple`,slot:`Ripple`})`
  opacity: 0;
  position: absolute;

  &.${R.rippleVisible} {
    opacity: 0.3;
    transform: scale(1);
  }

  /*
   * Order matters: 'child', 'childLeaving' and 'childPulsate' apply to the same
   * element with equal specificity, so the later rule wins. 'child' must come
   * before 'childLeaving' so the leaving 'opacity: 0' takes precedence. A focus
   * (pulsate) ripple keeps 'pulsateKeyframe' (no opacity animation) on exit, so
   * it relies on this static 'opacity: 0' to disappear on blur instead of
   * lingering until removal.
   */
  & .${R.child} {
    opacity: 1;
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 50%;
    background-color: currentColor;
  }

  & .${R.childLeaving} {
    opacity: 0;
  }

  & .${R.childPulsate} {
    position: absolute;
    /* @noflip */
    left: 0px;
    top: 0;
  }

  ${({theme:e})=>ge(e)}
`,ye=a(function(e,t){let i=_({props:e,name:`MuiTouchRipple`}),a=ue(T().motion.reducedMotion,!1),{center:l=!1,classes:u=Y,className:f,...p}=i,[m,h]=s({items:X,order:X}),g=m.items,v=r(0),y=r(null),b=r(!1);I(()=>(b.current=!0,()=>{b.current=!1})),c(()=>{y.current&&=(y.current(),null)},[g]);let x=r(!1),S=L(),C=r(null),w=r(null),E=j(e=>{b.current&&h(t=>{let n=t.items.filter(t=>t.key!==e);return{items:n,order:Z(t.order.filter(t=>t!==e),n.filter(e=>!e.exiting).map(e=>e.key))}})}),D=j(e=>{let{pulsate:t,rippleX:n,rippleY:r,rippleSize:i,cb:a}=e,o=v.current;v.current+=1,h(e=>{let a=[...e.items,{key:o,pulsate:t,rippleX:n,rippleY:r,rippleSize:i,exiting:!1}];return{items:a,order:Z(e.order,a.filter(e=>!e.exiting).map(e=>e.key))}}),y.current=a}),O=j((e=Y,t=Y,n=de)=>{let{pulsate:r=!1,center:i=l||t.pulsate,fakeElement:a=!1}=t;if(e?.type===`mousedown`&&x.current){x.current=!1;return}e?.type===`touchstart`&&(x.current=!0);let{rippleX:o,rippleY:s,rippleSize:c}=fe({event:e,element:a?null:w.current,center:i});e?.touches?C.current===null&&(C.current=()=>{D({pulsate:r,rippleX:o,rippleY:s,rippleSize:c,cb:n})},S.start(80,()=>{C.current&&=(C.current(),null)})):D({pulsate:r,rippleX:o,rippleY:s,rippleSize:c,cb:n})}),k=j(()=>{O(Y,{pulsate:!0})}),A=j((e,t)=>{S.clear(),e?.type===`touchend`&&C.current?(C.current(),C.current=null,S.start(0,()=>{A(e,t)})):(C.current=null,h(e=>{let t=e.items.findIndex(e=>!e.exiting);if(t===-1)return e;let n=e.items.slice();return n[t]={...n[t],exiting:!0},{items:n,order:Z(e.order,n.filter(e=>!e.exiting).map(e=>e.key))}}),y.current=t)});n(t,()=>({pulsate:k,start:O,stop:A}),[k,O,A]);let M=new Map(g.map(e=>[e.key,e])),N=m.order.map(e=>M.get(e)).filter(Boolean);return o(_e,{className:d(R.root,u.root,f),ref:w,...p,children:N.map(e=>o(ve,{classes:{ripple:d(u.ripple,R.ripple),rippleVisible:d(u.rippleVisible,R.rippleVisible),ripplePulsate:d(u.ripplePulsate,R.ripplePulsate),child:d(u.child,R.child),childLeaving:d(u.childLeaving,R.childLeaving),childPulsate:d(u.childPulsate,R.childPulsate)},timeout:a.shouldReduceMotion?0:J,pulsate:e.pulsate,rippleX:e.rippleX,rippleY:e.rippleY,rippleSize:e.rippleSize,in:!e.exiting,onExited:()=>E(e.key)},e.key))})});function be(e){return g(`MuiButtonBase`,e)}var xe=v(`MuiButtonBase`,[`root`,`disabled`,`focusVisible`]),Se=e=>{let{disabled:t,focusVisible:n,focusVisibleClassName:r,suppressFocusVisible:i,classes:a}=e,o=b({root:[`root`,t&&`disabled`,n&&!i&&`focusVisible`]},be,a);return n&&!i&&r&&(o.root+=` ${r}`),o},Ce=S(`button`,{name:`MuiButtonBase`,slot:`Root`})(y(({theme:e})=>({display:`inline-flex`,alignItems:`center`,justifyContent:`center`,position:`relative`,boxSizing:`border-box`,WebkitTapHighlightColor:`transparent`,backgroundColor:`transparent`,outline:0,border:0,margin:0,borderRadius:0,padding:0,cursor:`pointer`,userSelect:`none`,verticalAlign:`middle`,MozAppearance:`none`,WebkitAppearance:`none`,textDecoration:`none`,color:`inherit`,"&::-moz-focus-inner":{borderStyle:`none`},[`&.${xe.disabled}`]:{pointerEvents:`none`,cursor:`default`},"@media print":{colorAdjust:`exact`},variants:[{props:{internalDisabledThemeFocusVisible:!1},style:e.focusVisible&&{...l,[`&.${xe.focusVisible}`]:e.focusVisible}}]}))),we=a(function(e,t){let r=_({props:e,name:`MuiButtonBase`}),{action:i,centerRipple:a=!1,children:l,className:u,component:f=`button`,disabled:p=!1,disableRipple:m=!1,disableTouchRipple:h=!1,focusRipple:g=!1,focusVisibleClassName:v,focusableWhenDisabled:y,suppressFocusVisible:b=!1,internalNativeButton:x,internalDisabledThemeFocusVisible:S=!1,LinkComponent:C=`a`,nativeButton:w,onBlur:T,onClick:D,onContextMenu:O,onDragLeave:k,onFocus:A,onFocusVisible:N,onKeyDown:ee,onKeyUp:P,onMouseDown:F,onMouseLeave:ne,onMouseUp:ie,onTouchEnd:ae,onTouchMove:I,onTouchStart:oe,tabIndex:L=0,TouchRippleProps:se,touchRippleRef:R,type:z,...B}=r,V=!!(B.href||B.to),ce=!!B.formAction,H=f;H===`button`&&V&&(H=C);let U=typeof H==`string`?H===`button`:x??!1,le=w??U,W=re(),G=E(W.ref,R),[K,q]=s(!1);(p||b)&&K&&q(!1);let ue=j(e=>{g&&!e.repeat&&K&&e.key===` `&&W.stop(e,()=>{W.start(e)})}),J=j(e=>{g&&e.key===` `&&K&&!e.defaultPrevented&&W.stop(e,()=>{W.pulsate(e)})}),{getButtonProps:Y,rootRef:X}=te({nativeButton:le,nativeButtonProp:w,internalNativeButton:U,allowInferredHostMismatch:V||typeof H==`string`,disabled:p,type:z,hasFormAction:ce,tabIndex:L,onBeforeKeyDown:ue,onBeforeKeyUp:J}),{onClick:de,onKeyDown:Z,onKeyUp:fe,...pe}=Y({onClick:D,onKeyDown:ee,onKeyUp:P});n(i,()=>({focusVisible:()=>{q(!0),X.current.focus()}}),[X]);let me=W.shouldMount&&!m&&!p;c(()=>{K&&g&&!m&&W.pulsate()},[m,g,K,W]);let he=Q(W,`start`,F,h),ge=Q(W,`stop`,O,h),_e=Q(W,`stop`,k,h),ve=Q(W,`stop`,ie,h),be=Q(W,`stop`,e=>{K&&e.preventDefault(),ne&&ne(e)},h),xe=Q(W,`start`,oe,h),we=Q(W,`stop`,ae,h),Te=Q(W,`stop`,I,h),Ee=Q(W,`stop`,e=>{M(e.target)||q(!1),T&&T(e)},!1),De=j(e=>{X.current||=e.currentTarget,!b&&M(e.target)&&(q(!0),N&&N(e)),A&&A(e)}),$={};V&&($.tabIndex=p?-1:L,p&&($[`aria-disabled`]=p),$.type=z);let Oe=E(t,X),ke={...r,centerRipple:a,component:f,disabled:p,disableRipple:m,disableTouchRipple:h,focusRipple:g,suppressFocusVisible:b,tabIndex:L,focusVisible:K,internalDisabledThemeFocusVisible:S},Ae=Se(ke);return o(Ce,{as:H,className:d(Ae.root,u),ownerState:ke,onBlur:Ee,onClick:de,onContextMenu:ge,onFocus:De,onKeyDown:Z,onKeyUp:fe,onMouseDown:he,onMouseLeave:be,onMouseUp:ve,onDragLeave:_e,onTouchEnd:we,onTouchMove:Te,onTouchStart:xe,ref:Oe,...V?$:pe,...B,children:[l,me?o(ye,{ref:G,center:a,...se}):null]})});function Q(e,t,n,r=!1){return j(i=>(n&&n(i),r||e[t](i),!0))}export{j as a,E as c,C as d,F as i,T as l,ue as n,A as o,L as r,k as s,we as t,w as u};